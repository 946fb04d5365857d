import { redirect, type RouteObject } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { accountServiceIsLocal } from '@/shared/account-service';
import type { AuthPort } from '@/shared/auth/auth-port';
import { afterSignIn } from '@/shared/auth/ensure-signed-in';
import { gateLoader } from '@/shared/feature-flags/gate-loader';
import { loadNamespaces } from '@/shared/i18n/i18n';
import type { RouteHandle } from '@/shared/lib/route-handle';
import { paths } from '@/shared/paths';
import {
  DASHBOARD_COUNTRIES,
  GENERIC_COUNTRY,
  SECTIONS,
  streamPagesOf,
  type CompanySection,
} from '@/shared/sections';
import { RouteErrorPage } from '@/shared/ui/route-error-page';
import { profileLoader } from '@/features/account/profile-loader';
import { companyLoader } from '@/features/company/company-loader';
import { countryCodeLoader } from '@/features/dashboard/country-code-loader';
import { dashboardLoader } from '@/features/dashboard/dashboard-loader';
import { loginLoader } from '@/features/session/login-loader';
import { privateLoader } from '@/features/session/private-loader';
import { publicLoader } from '@/features/session/public-loader';
import { signupLoader } from '@/features/session/signup-loader';
import type { AppStore } from './store';
import { PrivateLoadingText, RouteSpinner } from './layout/route-fallbacks';
import { withRoutePaths } from './route-pattern';
import { nextTask } from './boot/next-task';

export interface RouteDeps {
  store: AppStore;
  auth: AuthPort;
  i18n: I18n;
}

type Module = Awaited<ReturnType<NonNullable<Extract<RouteObject['lazy'], () => unknown>>>>;

/** The translation namespaces of the service processes' pages. */
const SERVICE_NAMESPACES = {
  licensing: ['services'],
  registrations: ['services'],
  nieNif: ['services'],
  representative: ['services', 'reference'],
} as const;

/**
 * The whole route tree. Loaders live here (small, eager) so they start at once; every page is a
 * lazy route module of its feature, loaded together with the translation namespaces it needs.
 * Every loader of the signed-in area runs after the one sign-in check (`afterSignIn`).
 */
export function createRoutes({ store, auth, i18n }: RouteDeps): RouteObject[] {
  const lazy =
    (importer: () => Promise<Module>, namespaces: readonly string[] = []) =>
    async () => {
      // In a task of its own: at start-up the router's creation runs every loader and asks for
      // every lazy module at once, and a dozen chunk downloads begun there made it a long task.
      await nextTask();
      const [module] = await Promise.all([importer(), loadNamespaces(i18n, namespaces)]);
      return module;
    };
  const signedIn = <R,>(loader: Parameters<typeof afterSignIn<R>>[1]) => afterSignIn(auth, loader);

  const countryPage = lazy(
    () =>
      import(/* webpackChunkName: "route-country" */ '@/features/dashboard/routes/country-page'),
    ['compliance', 'reference'],
  );
  const countryChildren = (code: string): RouteObject[] => [
    { index: true, loader: () => redirect('packaging'), element: null },
    ...streamPagesOf(code).map((stream) => ({
      path: stream,
      handle: { stream } satisfies RouteHandle,
      lazy: countryPage,
    })),
  ];

  const licencePage = () =>
    import(/* webpackChunkName: "route-licence" */ '@/features/licensing/routes/licence-page');
  const licensingChildren = (country: 'DE' | 'AT'): RouteObject[] => [
    {
      index: true,
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-licences" */ '@/features/licensing/routes/licences-page'
          ),
        SERVICE_NAMESPACES.licensing,
      ),
    },
    {
      path: 'process',
      handle: { leaveOnSwitch: true } satisfies RouteHandle,
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-licensing-wizard" */ '@/features/licensing/routes/wizard-page'
          ),
        SERVICE_NAMESPACES.licensing,
      ),
    },
    {
      path: ':processId',
      handle: { leaveOnSwitch: true } satisfies RouteHandle,
      // The page's module brings its loader: one chunk, nothing of it in the first one.
      loader: signedIn(async (args) => (await licencePage()).licenceLoader(store)(args, country)),
      lazy: lazy(licencePage, SERVICE_NAMESPACES.licensing),
    },
  ];

  /** A tab of the company settings: the index route shows the details. */
  const settingsTab = (
    tab: NonNullable<RouteHandle['settingsTab']>,
    importer: () => Promise<Module>,
    namespaces: readonly string[] = [],
  ): RouteObject => ({
    ...(tab === 'details' ? { index: true } : { path: tab }),
    handle: { settingsTab: tab } satisfies RouteHandle,
    lazy: lazy(importer, namespaces),
  });

  const registrationPage = lazy(
    () =>
      import(
        /* webpackChunkName: "route-registration" */ '@/features/registrations/routes/registration-page'
      ),
    SERVICE_NAMESPACES.registrations,
  );

  const nextStepsPage = () =>
    import(
      /* webpackChunkName: "route-next-steps" */ '@/features/representative/routes/next-steps-page'
    );
  const representationOrderPage = lazy(
    () =>
      import(
        /* webpackChunkName: "route-representative" */ '@/features/representative/routes/order-page'
      ),
    SERVICE_NAMESPACES.representative,
  );

  /** What each company section shows, by `SECTIONS` id. */
  const sectionRoutes: Record<string, Omit<RouteObject, 'path' | 'handle' | 'index'>> = {
    dashboard: {
      loader: signedIn(dashboardLoader(store)),
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-dashboard" */ '@/features/dashboard/routes/dashboard-page'
          ),
        ['compliance', 'reference'],
      ),
    },
    deadlines: {
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-deadlines" */ '@/features/calendar/routes/calendar-page'
          ),
        ['compliance', 'reference'],
      ),
    },
    proof: {
      lazy: lazy(
        () => import(/* webpackChunkName: "route-proof" */ '@/features/proof/routes/proof-page'),
        ['compliance', 'reference', 'services'],
      ),
    },
    documents: {
      children: [
        {
          index: true,
          lazy: lazy(
            () =>
              import(
                /* webpackChunkName: "route-documents" */ '@/features/documents/routes/documents-page'
              ),
            ['documents', 'reference'],
          ),
        },
        {
          path: ':documentId',
          handle: { leaveOnSwitch: true } satisfies RouteHandle,
          lazy: lazy(
            () =>
              import(
                /* webpackChunkName: "route-documents" */ '@/features/documents/routes/document-page'
              ),
            ['documents', 'reference'],
          ),
        },
      ],
    },
    'start-process': {
      children: [
        {
          // A launcher of every service (UX-5), not an order page of its own.
          index: true,
          lazy: lazy(
            () =>
              import(
                /* webpackChunkName: "route-start-process" */ '@/features/start-process/routes/launcher-page'
              ),
            ['services', 'dashboard'],
          ),
        },
        {
          path: 'next/:processId',
          handle: { leaveOnSwitch: true } satisfies RouteHandle,
          // The page's module brings its loader: one chunk, nothing of it in the first one.
          loader: signedIn(async (args) => (await nextStepsPage()).nextStepsLoader(store)(args)),
          lazy: lazy(nextStepsPage, SERVICE_NAMESPACES.representative),
        },
      ],
    },
    ...Object.fromEntries(
      DASHBOARD_COUNTRIES.map((code) => [`country-${code}`, { children: countryChildren(code) }]),
    ),
    'de-licensing-process': { children: licensingChildren('DE') },
    'at-licensing-process': { children: licensingChildren('AT') },
    'weee-de': { lazy: registrationPage },
    'weee-at': { lazy: registrationPage },
    'battery-de': { lazy: registrationPage },
    'battery-at': { lazy: registrationPage },
    'nie-nif-application': {
      lazy: lazy(
        () =>
          import(/* webpackChunkName: "route-nie-nif" */ '@/features/nie-nif/routes/nie-nif-page'),
        SERVICE_NAMESPACES.nieNif,
      ),
    },
    authoriseme: { lazy: representationOrderPage },
    support: {
      lazy: lazy(
        () =>
          import(/* webpackChunkName: "route-support" */ '@/features/support/routes/support-page'),
        ['support', 'reference'],
      ),
    },
    notifications: {
      children: [
        {
          index: true,
          lazy: lazy(
            () =>
              import(
                /* webpackChunkName: "route-reminders" */ '@/features/reminders/routes/notifications-page'
              ),
            ['reminders', 'reference'],
          ),
        },
        {
          path: 'settings',
          lazy: lazy(
            () =>
              import(
                /* webpackChunkName: "route-reminders" */ '@/features/reminders/routes/reminder-settings-page'
              ),
            ['reminders', 'reference'],
          ),
        },
      ],
    },
    changes: {
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-reminders" */ '@/features/reminders/routes/changes-page'
          ),
        ['reminders', 'reference'],
      ),
    },
    settings: {
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-settings" */ '@/features/company/routes/settings-layout'
          ),
      ),
      children: [
        settingsTab(
          'details',
          () =>
            import(
              /* webpackChunkName: "route-settings" */ '@/features/company/routes/settings-page'
            ),
        ),
        settingsTab(
          'members',
          () => import(/* webpackChunkName: "route-team" */ '@/features/team/routes/members-page'),
          ['team'],
        ),
        settingsTab(
          'invitations',
          () =>
            import(/* webpackChunkName: "route-team" */ '@/features/team/routes/invitations-page'),
          ['team'],
        ),
        settingsTab(
          'advisers',
          () =>
            import(
              /* webpackChunkName: "route-advisers" */ '@/features/advisers/routes/advisers-page'
            ),
          ['advisers'],
        ),
      ],
    },
  };

  const sectionRoute = (section: CompanySection): RouteObject => {
    const route = sectionRoutes[section.id];
    if (!route) throw new Error(`The route tree has no page for section ${section.id}`);
    return {
      ...route,
      path: section.path,
      handle: { section: section.id } satisfies RouteHandle,
      ...(section.flag ? { loader: signedIn(gateLoader(store, section)) } : {}),
    } as RouteObject;
  };

  const profilePage = lazy(
    () => import(/* webpackChunkName: "route-account" */ '@/features/account/routes/profile-page'),
  );
  const accountRoutes: RouteObject = {
    path: 'account',
    children: [
      {
        path: 'companies',
        lazy: lazy(
          () =>
            import(
              /* webpackChunkName: "route-account" */ '@/features/account/routes/companies-page'
            ),
        ),
      },
      {
        path: 'companies/:companyId',
        lazy: lazy(
          () =>
            import(
              /* webpackChunkName: "route-account" */ '@/features/account/routes/company-page'
            ),
        ),
      },
      {
        path: 'profile',
        loader: signedIn(profileLoader(store)),
        lazy: profilePage,
      },
    ],
  };

  const legalPage = lazy(
    () => import(/* webpackChunkName: "route-legal" */ '@/features/legal/routes/legal-page'),
    ['legal'],
  );
  /** The public pages, each its own chunk, loaded with its own namespaces. */
  const publicPages: RouteObject[] = [
    {
      path: 'quickcheck',
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-quickcheck" */ '@/features/quickcheck/routes/quickcheck-page'
          ),
        ['quickcheck', 'reference'],
      ),
    },
    {
      path: 'report-illegal-content',
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-illegal-content" */ '@/features/illegal-content/routes/notice-page'
          ),
        ['illegalContent'],
      ),
    },
    {
      path: 'newsletter-subscribe',
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-newsletter" */ '@/features/newsletter/routes/newsletter-page'
          ),
        ['newsletter'],
      ),
    },
    {
      path: 'privacy-policies',
      handle: { publicPage: 'privacy' } satisfies RouteHandle,
      lazy: legalPage,
    },
    {
      path: 'disclaimer',
      handle: { publicPage: 'disclaimer' } satisfies RouteHandle,
      lazy: legalPage,
    },
    // UX-9: the footers' legal links default to the app's own pages (`config.legal`).
    {
      path: 'imprint',
      handle: { publicPage: 'imprint' } satisfies RouteHandle,
      lazy: legalPage,
    },
    {
      path: 'terms',
      handle: { publicPage: 'terms' } satisfies RouteHandle,
      lazy: legalPage,
    },
    {
      path: 'reminders/unsubscribe',
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-unsubscribe" */ '@/features/reminders/routes/unsubscribe-page'
          ),
        ['reminders'],
      ),
    },
    {
      path: 'bookings/:id',
      lazy: lazy(
        () =>
          import(/* webpackChunkName: "route-booking" */ '@/features/bookings/routes/booking-page'),
        ['bookings'],
      ),
    },
  ];

  return withRoutePaths([
    {
      id: 'root',
      HydrateFallback: RouteSpinner,
      errorElement: <RouteErrorPage />,
      children: [
        {
          id: 'public',
          loader: publicLoader(store, auth),
          lazy: lazy(
            () => import(/* webpackChunkName: "layout-public" */ './layout/public-layout'),
          ),
          errorElement: <RouteErrorPage />,
          children: [
            // Development builds only (TRUST-3): webpack replaces `process.env.NODE_ENV`, so a
            // production build has neither the route nor its chunk.
            ...(process.env.NODE_ENV !== 'production'
              ? [
                  {
                    path: 'dev-ui',
                    lazy: lazy(
                      () =>
                        import(
                          /* webpackChunkName: "route-dev-ui" */ '@/features/dev-ui/routes/dev-ui-page'
                        ),
                      ['devUi'],
                    ),
                  },
                ]
              : []),
            {
              path: 'signup',
              loader: signupLoader(auth),
              lazy: lazy(
                () =>
                  import(
                    /* webpackChunkName: "route-signup" */ '@/features/session/routes/signup-page'
                  ),
              ),
            },
            { path: 'login', loader: loginLoader(auth), element: null },
            {
              path: 'invitations/:companyId/:invitationId',
              lazy: lazy(
                () =>
                  import(
                    /* webpackChunkName: "route-team" */ '@/features/team/routes/invitation-page'
                  ),
                ['team'],
              ),
            },
            ...publicPages,
            {
              path: '*',
              lazy: lazy(
                () => import(/* webpackChunkName: "route-not-found" */ './layout/not-found-route'),
              ),
            },
          ],
        },
        {
          id: 'private',
          loader: signedIn(privateLoader(store)),
          HydrateFallback: PrivateLoadingText,
          lazy: lazy(() => import(/* webpackChunkName: "layout-app" */ './layout/app-shell')),
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, loader: () => redirect(paths.anyCompanyDashboard), element: null },
            {
              path: 'dashboard',
              loader: () => redirect(paths.anyCompanyDashboard),
              element: null,
            },
            {
              path: 'authoriseme',
              loader: () => redirect('/companies/authoriseme'),
              element: null,
            },
            // The account service's pages, when the configured service is this app itself.
            ...(accountServiceIsLocal() ? [accountRoutes] : []),
            {
              path: 'workspace',
              lazy: lazy(
                () =>
                  import(
                    /* webpackChunkName: "route-advisers" */ '@/features/advisers/routes/workspace-page'
                  ),
                ['advisers'],
              ),
            },
            {
              path: 'admin/companies',
              lazy: lazy(
                () =>
                  import(
                    /* webpackChunkName: "route-admin" */ '@/features/admin/routes/admin-page'
                  ),
                ['admin'],
              ),
            },
            {
              id: 'company',
              path: 'companies/:companyId?',
              loader: signedIn(companyLoader(store)),
              errorElement: <RouteErrorPage nested />,
              children: [
                { index: true, loader: () => redirect('dashboard'), element: null },
                ...SECTIONS.map(sectionRoute),
                // The profile with the company's context (UX-5): switcher and navigation stay.
                ...(accountServiceIsLocal() ? [{ path: 'profile', lazy: profilePage }] : []),
                {
                  path: `dashboard/${GENERIC_COUNTRY}`,
                  loader: countryCodeLoader,
                  children: countryChildren(GENERIC_COUNTRY),
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
