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
import { companyLoader } from '@/features/company/company-loader';
import { countryCodeLoader } from '@/features/dashboard/country-code-loader';
import { loginLoader } from '@/features/session/login-loader';
import { privateLoader } from '@/features/session/private-loader';
import { publicLoader } from '@/features/session/public-loader';
import { signupLoader } from '@/features/session/signup-loader';
import type { AppStore } from './store';
import { PrivateLoadingText, RouteSpinner } from './layout/route-fallbacks';
import type { RoutePreload } from './preload-first-screen';
import { withRoutePaths } from './route-pattern';

export interface RouteDeps {
  store: AppStore;
  auth: AuthPort;
  i18n: I18n;
}

type Module = Awaited<ReturnType<NonNullable<Extract<RouteObject['lazy'], () => unknown>>>>;

/** Public pages by path, each with its key for titles and texts. */
const PUBLIC_PAGES = [
  ['quickcheck', 'quickcheck'],
  ['report-illegal-content', 'reportIllegalContent'],
  ['newsletter-subscribe', 'newsletterSubscribe'],
  ['privacy-policies', 'privacyPolicies'],
  ['bookings/:id', 'bookings'],
  ['disclaimer', 'disclaimer'],
] as const;

/**
 * The whole route tree. Loaders live here (small, eager) so they start at once; every page is a
 * lazy route module of its feature, loaded together with the translation namespaces it needs.
 * Every loader of the signed-in area runs after the one sign-in check (`afterSignIn`).
 */
export function createRoutes({ store, auth, i18n }: RouteDeps): RouteObject[] {
  const lazy = (importer: () => Promise<Module>, namespaces: readonly string[] = []) =>
    Object.assign(
      async () => {
        const [module] = await Promise.all([importer(), loadNamespaces(i18n, namespaces)]);
        return module;
      },
      // What `preloadFirstScreen` starts before the router exists.
      { preload: { importer, namespaces } satisfies RoutePreload },
    );
  const signedIn = <R,>(loader: Parameters<typeof afterSignIn<R>>[1]) => afterSignIn(auth, loader);

  const countryPage = lazy(
    () =>
      import(/* webpackChunkName: "route-country" */ '@/features/dashboard/routes/country-page'),
  );
  const countryChildren = (code: string): RouteObject[] => [
    { index: true, loader: () => redirect('packaging'), element: null },
    ...streamPagesOf(code).map((stream) => ({
      path: stream,
      handle: { stream } satisfies RouteHandle,
      lazy: countryPage,
    })),
  ];

  const licensingChildren: RouteObject[] = [
    {
      index: true,
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-licensing" */ '@/features/licensing/routes/licensing-overview'
          ),
      ),
    },
    {
      path: 'process',
      handle: { leaveOnSwitch: true } satisfies RouteHandle,
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-licensing" */ '@/features/licensing/routes/licensing-start'
          ),
      ),
    },
    {
      path: ':processId',
      handle: { leaveOnSwitch: true } satisfies RouteHandle,
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-licensing" */ '@/features/licensing/routes/licensing-process'
          ),
      ),
    },
  ];

  const servicePage = lazy(
    () =>
      import(/* webpackChunkName: "route-section" */ '@/features/compliance/routes/section-page'),
  );

  /** What each company section shows, by `SECTIONS` id. */
  const sectionRoutes: Record<string, Omit<RouteObject, 'path' | 'handle' | 'index'>> = {
    dashboard: {
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-dashboard" */ '@/features/dashboard/routes/dashboard-page'
          ),
      ),
    },
    documents: {
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-documents" */ '@/features/dashboard/routes/documents-page'
          ),
      ),
    },
    'start-process': {
      children: [
        {
          index: true,
          lazy: lazy(
            () =>
              import(
                /* webpackChunkName: "route-start-process" */ '@/features/dashboard/routes/start-process-page'
              ),
          ),
        },
        {
          path: 'next/:processId',
          handle: { leaveOnSwitch: true } satisfies RouteHandle,
          lazy: lazy(
            () =>
              import(
                /* webpackChunkName: "route-start-process" */ '@/features/dashboard/routes/start-process-next-page'
              ),
          ),
        },
      ],
    },
    ...Object.fromEntries(
      DASHBOARD_COUNTRIES.map((code) => [`country-${code}`, { children: countryChildren(code) }]),
    ),
    'de-licensing-process': { children: licensingChildren },
    'at-licensing-process': { children: licensingChildren },
    'weee-de': { lazy: servicePage },
    'weee-at': { lazy: servicePage },
    'battery-de': { lazy: servicePage },
    'battery-at': { lazy: servicePage },
    'nie-nif-application': { lazy: servicePage },
    authoriseme: { lazy: servicePage },
    support: { lazy: servicePage },
    settings: {
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-settings" */ '@/features/company/routes/settings-page'
          ),
      ),
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
        lazy: lazy(
          () =>
            import(
              /* webpackChunkName: "route-account" */ '@/features/account/routes/profile-page'
            ),
        ),
      },
    ],
  };

  const publicPage = lazy(
    () =>
      import(/* webpackChunkName: "route-public" */ '@/features/public-pages/routes/public-page'),
  );

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
            {
              path: 'dev-ui',
              lazy: lazy(
                () =>
                  import(
                    /* webpackChunkName: "route-dev-ui" */ '@/features/dev-ui/routes/dev-ui-page'
                  ),
              ),
            },
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
            ...PUBLIC_PAGES.map(([path, key]): RouteObject => ({
              path,
              handle: { publicPage: key } satisfies RouteHandle,
              lazy: publicPage,
            })),
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
              id: 'company',
              path: 'companies/:companyId?',
              loader: signedIn(companyLoader(store)),
              errorElement: <RouteErrorPage nested />,
              children: [
                { index: true, loader: () => redirect('dashboard'), element: null },
                ...SECTIONS.map(sectionRoute),
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
