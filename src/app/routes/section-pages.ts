/**
 * The section table's pages: for every `SectionId` of `SECTIONS` (src/shared/sections.ts), its
 * page module (a lazy chunk of its feature), the translation namespaces loaded with it, its loader
 * and the routes below its address. A `Record<SectionId, ...>`: a section without a page is a type
 * error. company-routes.tsx maps `SECTIONS` onto it.
 */
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import {
  ruleNamespace,
  serviceNamespace,
  type LoadableNamespace,
  type Namespace,
} from '@/shared/i18n/namespaces';
import type { ServicePart } from '@/shared/i18n/service-parts';
import type { RouteHandle } from '@/shared/lib/route-handle';
import { paths, type LicensingCountry } from '@/shared/paths';
import {
  DASHBOARD_COUNTRIES,
  streamPagesOf,
  type DashboardCountry,
  type SectionId,
} from '@/shared/sections';
import { dashboardLoader } from '@/features/dashboard/routes/dashboard-loader';
import { below, type LazyPage, type PageImport, type RouteKit } from './route-kit';

export interface SectionPage {
  /**
   * The section's page module: shown at the section's address, or, with `subpages`, placed by
   * them (an index page, a country's stream pages); with `layout`, the frame of the subpages.
   */
  page: PageImport;
  namespaces: readonly LoadableNamespace[];
  /** The section's own loader (signed in first); a section's flag gate takes its place. */
  loader?: (kit: RouteKit) => LoaderFunction;
  /** The routes below the section's address, given the section's page as a route's `lazy`. */
  subpages?: (kit: RouteKit, page: LazyPage) => RouteObject[];
  /** The page is a layout around the subpages (an `Outlet`), not one of them. */
  layout?: true;
}

/** A service's pages' namespaces: the shared service texts and its own (HOUSE-6: no other's). */
const services = (part: ServicePart): readonly LoadableNamespace[] => [
  'services',
  serviceNamespace(part),
];
const REPRESENTATIVE = [...services('representative'), 'reference-streams'] as const;
const COMPLIANCE: readonly Namespace[] = ['compliance', 'reference'];
/**
 * The country page's namespaces: with a country's section, that country's rule texts (HOUSE-6:
 * only its own); the generic section's page loads the EU baseline's itself (`useRuleTexts`).
 */
export const COUNTRY_NAMESPACES: readonly Namespace[] = COMPLIANCE;
const REMINDERS: readonly Namespace[] = ['reminders', 'reference'];

const c = paths.company;

/** A country section's stream pages (its index goes to the first, packaging). */
export const countryStreams =
  (code: string) =>
  (_kit: RouteKit, page: LazyPage): RouteObject[] => {
    const streams = streamPagesOf(code);
    return [
      { index: true, loader: () => redirect(streams[0]!), element: null },
      ...streams.map((stream) => ({
        path: stream,
        handle: { stream } satisfies RouteHandle,
        lazy: page,
      })),
    ];
  };

/** The country page; also the generic country section's (company-routes.tsx). */
export const COUNTRY_PAGE: PageImport = () =>
  import(/* webpackChunkName: "route-country" */ '@/features/dashboard/routes/country-page');

const countrySections = Object.fromEntries(
  DASHBOARD_COUNTRIES.map((code): [string, SectionPage] => [
    `country-${code}`,
    {
      page: COUNTRY_PAGE,
      namespaces: [...COUNTRY_NAMESPACES, ruleNamespace(code)],
      subpages: countryStreams(code),
    },
  ]),
) as Record<`country-${DashboardCountry}`, SectionPage>;

const licencePage = () =>
  import(/* webpackChunkName: "route-licence" */ '@/features/licensing/routes/licence-page');
const wizardPage = {
  at: () =>
    import(/* webpackChunkName: "wizard-at" */ '@/features/licensing/routes/at-wizard-page'),
  de: () =>
    import(/* webpackChunkName: "wizard-de" */ '@/features/licensing/routes/de-wizard-page'),
};

/** A licensing section: the licences, the wizard (its first step per country), one licence. */
const licensingSection = (country: LicensingCountry): SectionPage => ({
  page: () =>
    import(/* webpackChunkName: "route-licences" */ '@/features/licensing/routes/licences-page'),
  namespaces: services('licensing'),
  subpages: ({ lazy, signedIn, store }, page) => {
    const { start, wizard, licence } = c.licensing[country];
    return [
      { index: true, lazy: page },
      {
        path: below(start, wizard),
        handle: { leaveOnSwitch: true } satisfies RouteHandle,
        lazy: lazy(wizardPage[country], ['services', `services-licensing-${country}` as const]),
      },
      {
        path: below(start, licence),
        handle: { leaveOnSwitch: true } satisfies RouteHandle,
        // The page's module brings its loader: one chunk, nothing of it in the first one.
        loader: signedIn(async (args) =>
          (await licencePage()).licenceLoader(store)(args, country === 'at' ? 'AT' : 'DE'),
        ),
        lazy: lazy(licencePage, services('licensing')),
      },
    ];
  },
});

const registrationPage: SectionPage = {
  page: () =>
    import(
      /* webpackChunkName: "route-registration" */ '@/features/registrations/routes/registration-page'
    ),
  namespaces: services('registrations'),
};

const nextStepsPage = () =>
  import(
    /* webpackChunkName: "route-next-steps" */ '@/features/representative/routes/next-steps-page'
  );

/** A tab of the company settings: the index route shows the details. */
const settingsTab = (
  tab: NonNullable<RouteHandle['settingsTab']>,
  page: LazyPage,
): RouteObject => ({
  ...(tab === 'details' ? { index: true } : { path: below(c.settings, c.settingsTab[tab]) }),
  handle: { settingsTab: tab } satisfies RouteHandle,
  lazy: page,
});

export const SECTION_PAGES: Readonly<Record<SectionId, SectionPage>> = {
  dashboard: {
    page: () =>
      import(
        /* webpackChunkName: "route-dashboard" */ '@/features/dashboard/routes/dashboard-page'
      ),
    namespaces: COMPLIANCE,
    loader: ({ signedIn, store }) => signedIn(dashboardLoader(store)),
  },
  deadlines: {
    page: () =>
      import(/* webpackChunkName: "route-deadlines" */ '@/features/deadlines/routes/calendar-page'),
    namespaces: COMPLIANCE,
  },
  proof: {
    page: () => import(/* webpackChunkName: "route-proof" */ '@/features/proof/routes/proof-page'),
    namespaces: ['compliance', 'reference', ...services('registrations')], // WEEE equipment types
  },
  documents: {
    page: () =>
      import(
        /* webpackChunkName: "route-documents" */ '@/features/documents/routes/documents-page'
      ),
    namespaces: ['documents', 'reference'],
    subpages: ({ lazy }, page) => [
      { index: true, lazy: page },
      {
        path: below(c.documents, c.document),
        handle: { leaveOnSwitch: true } satisfies RouteHandle,
        lazy: lazy(
          () =>
            import(
              /* webpackChunkName: "route-document" */ '@/features/documents/routes/document-page'
            ),
          ['documents', 'reference'],
        ),
      },
    ],
  },
  'start-process': {
    // A launcher of every service (UX-5), not an order page of its own.
    page: () =>
      import(
        /* webpackChunkName: "route-start-process" */ '@/features/start-process/routes/launcher-page'
      ),
    namespaces: [...services('launcher'), 'dashboard'],
    subpages: ({ lazy, signedIn, store }, page) => [
      { index: true, lazy: page },
      {
        path: below(c.startProcess, c.startProcessNext),
        handle: { leaveOnSwitch: true } satisfies RouteHandle,
        // The page's module brings its loader: one chunk, nothing of it in the first one.
        loader: signedIn(async (args) => (await nextStepsPage()).nextStepsLoader(store)(args)),
        lazy: lazy(nextStepsPage, REPRESENTATIVE),
      },
    ],
  },
  ...countrySections,
  'de-licensing-process': licensingSection('de'),
  'at-licensing-process': licensingSection('at'),
  'weee-de': registrationPage,
  'weee-at': registrationPage,
  'battery-de': registrationPage,
  'battery-at': registrationPage,
  'nie-nif-application': {
    page: () =>
      import(/* webpackChunkName: "route-nie-nif" */ '@/features/nie-nif/routes/nie-nif-page'),
    namespaces: services('nieNif'),
  },
  authoriseme: {
    page: () =>
      import(
        /* webpackChunkName: "route-representative" */ '@/features/representative/routes/order-page'
      ),
    namespaces: REPRESENTATIVE,
  },
  support: {
    page: () =>
      import(/* webpackChunkName: "route-support" */ '@/features/support/routes/support-page'),
    // Stream names from the core `dashboard` texts: no `reference` download (HOUSE-6).
    namespaces: ['support'],
  },
  notifications: {
    page: () =>
      import(
        /* webpackChunkName: "route-notifications" */ '@/features/notifications/routes/notifications-page'
      ),
    namespaces: REMINDERS,
    subpages: ({ lazy }, page) => [
      { index: true, lazy: page },
      {
        path: below(c.notifications, c.reminderSettings),
        lazy: lazy(
          () =>
            import(
              /* webpackChunkName: "route-reminder-settings" */ '@/features/notifications/routes/reminder-settings-page'
            ),
          REMINDERS,
        ),
      },
    ],
  },
  changes: {
    page: () =>
      import(
        /* webpackChunkName: "route-changes" */ '@/features/notifications/routes/changes-page'
      ),
    namespaces: REMINDERS,
  },
  settings: {
    page: () =>
      import(/* webpackChunkName: "route-settings" */ '@/features/company/routes/settings-layout'),
    namespaces: [],
    layout: true,
    subpages: ({ lazy }) => [
      settingsTab(
        'details',
        lazy(
          () =>
            import(
              /* webpackChunkName: "route-settings-details" */ '@/features/company/routes/settings-page'
            ),
        ),
      ),
      settingsTab(
        'members',
        lazy(
          () =>
            import(/* webpackChunkName: "route-members" */ '@/features/team/routes/members-page'),
          ['team'],
        ),
      ),
      settingsTab(
        'invitations',
        lazy(
          () =>
            import(
              /* webpackChunkName: "route-invitations" */ '@/features/team/routes/invitations-page'
            ),
          ['team'],
        ),
      ),
      settingsTab(
        'advisers',
        lazy(
          () =>
            import(
              /* webpackChunkName: "route-advisers" */ '@/features/advisers/routes/advisers-page'
            ),
          ['advisers'],
        ),
      ),
    ],
  },
};
