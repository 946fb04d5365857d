import { redirect, type RouteObject } from 'react-router-dom';
import type { RouteAuth } from '@/shared/auth/auth-port';
import { RouteErrorPage } from '@/shared/ui/route-error-page';
import { companyLoader } from '@/features/company/company-loader';
import { FLAG_GATES, type GatedSection } from '@/features/feature-flags/flag-gates';
import { gateLoader } from '@/features/feature-flags/gate-loader';
import { countryCodeLoader } from '@/features/dashboard/country-code-loader';
import { DASHBOARD_COUNTRIES, countrySubPages } from '@/features/dashboard/countries';
import { loginLoader } from '@/features/session/login-loader';
import { privateLoader, publicLoader } from '@/features/session/private-loader';
import { signupLoader } from '@/features/session/signup-loader';
import type { AppStore } from './store';
import { PrivateLoadingText, RouteSpinner } from './layout/route-fallbacks';

/**
 * The whole route tree of spec section 2. Loaders live here (small, eager) so they start at once;
 * every page component is a lazy route module of its feature. Each entry carries a `handle.pattern`
 * so monitoring records page views by pattern, never with ids.
 */
export function createRoutes(store: AppStore, auth: RouteAuth): RouteObject[] {
  const gate = (section: GatedSection): Pick<RouteObject, 'loader'> => ({
    loader: gateLoader(store, auth, section),
  });

  const countryRoutes = (code: string, isGeneric: boolean): RouteObject => ({
    path: code,
    ...(isGeneric ? { loader: countryCodeLoader } : {}),
    children: [
      { index: true, loader: () => redirect('packaging'), element: null },
      ...countrySubPages(isGeneric ? ':code' : code).map((subPage) => ({
        path: subPage,
        lazy: () =>
          import(
            /* webpackChunkName: "route-country" */ '@/features/dashboard/routes/country-page'
          ),
      })),
    ],
  });

  const processRoutes = (
    section: 'at-licensing-process' | 'de-licensing-process',
  ): RouteObject => ({
    path: section,
    ...gate(section),
    children: [
      {
        index: true,
        lazy: () =>
          import(
            /* webpackChunkName: "route-licensing" */ '@/features/licensing/routes/licensing-overview'
          ),
      },
      {
        path: 'process',
        lazy: () =>
          import(
            /* webpackChunkName: "route-licensing" */ '@/features/licensing/routes/licensing-start'
          ),
      },
      {
        path: ':processId',
        lazy: () =>
          import(
            /* webpackChunkName: "route-licensing" */ '@/features/licensing/routes/licensing-process'
          ),
      },
    ],
  });

  const sectionRoute = (section: GatedSection | 'support'): RouteObject => ({
    path: section,
    ...(section in FLAG_GATES ? gate(section as GatedSection) : {}),
    lazy: () =>
      import(/* webpackChunkName: "route-section" */ '@/features/compliance/routes/section-page'),
  });

  const publicPage = (path: string): RouteObject => ({
    path,
    lazy: () =>
      import(/* webpackChunkName: "route-public" */ '@/features/public-pages/routes/public-page'),
  });

  return [
    {
      id: 'root',
      HydrateFallback: RouteSpinner,
      errorElement: <RouteErrorPage />,
      children: [
        {
          id: 'public',
          loader: publicLoader(auth),
          lazy: () => import(/* webpackChunkName: "layout-public" */ './layout/public-layout'),
          errorElement: <RouteErrorPage />,
          children: [
            {
              path: 'dev-ui',
              lazy: () =>
                import(
                  /* webpackChunkName: "route-dev-ui" */ '@/features/feature-flags/routes/dev-ui-page'
                ),
            },
            {
              path: 'signup',
              loader: signupLoader(auth),
              lazy: () =>
                import(
                  /* webpackChunkName: "route-signup" */ '@/features/session/routes/signup-page'
                ),
            },
            { path: 'login', loader: loginLoader(auth), element: null },
            ...[
              'quickcheck',
              'report-illegal-content',
              'newsletter-subscribe',
              'privacy-policies',
              'bookings/:id',
              'disclaimer',
            ].map(publicPage),
            {
              path: '*',
              lazy: () =>
                import(/* webpackChunkName: "route-not-found" */ './layout/not-found-route'),
            },
          ],
        },
        {
          id: 'private',
          loader: privateLoader(store, auth),
          HydrateFallback: PrivateLoadingText,
          lazy: () => import(/* webpackChunkName: "layout-app" */ './layout/app-shell'),
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, loader: () => redirect('/companies/dashboard'), element: null },
            { path: 'dashboard', loader: () => redirect('/companies/dashboard'), element: null },
            {
              path: 'authoriseme',
              loader: () => redirect('/companies/authoriseme'),
              element: null,
            },
            {
              path: 'account',
              children: [
                {
                  path: 'companies',
                  lazy: () =>
                    import(
                      /* webpackChunkName: "route-account" */ '@/features/account/routes/companies-page'
                    ),
                },
                {
                  path: 'companies/:companyId',
                  lazy: () =>
                    import(
                      /* webpackChunkName: "route-account" */ '@/features/account/routes/company-page'
                    ),
                },
                {
                  path: 'profile',
                  lazy: () =>
                    import(
                      /* webpackChunkName: "route-account" */ '@/features/account/routes/profile-page'
                    ),
                },
              ],
            },
            {
              id: 'company',
              path: 'companies/:companyId?',
              loader: companyLoader(store, auth),
              errorElement: <RouteErrorPage nested />,
              children: [
                { index: true, loader: () => redirect('dashboard'), element: null },
                {
                  path: 'dashboard',
                  children: [
                    {
                      index: true,
                      lazy: () =>
                        import(
                          /* webpackChunkName: "route-dashboard" */ '@/features/dashboard/routes/dashboard-page'
                        ),
                    },
                    ...DASHBOARD_COUNTRIES.map((code) => countryRoutes(code, false)),
                    countryRoutes(':code', true),
                    {
                      path: 'start-process',
                      ...gate('start-process'),
                      children: [
                        {
                          index: true,
                          lazy: () =>
                            import(
                              /* webpackChunkName: "route-start-process" */ '@/features/dashboard/routes/start-process-page'
                            ),
                        },
                        {
                          path: 'next/:processId',
                          lazy: () =>
                            import(
                              /* webpackChunkName: "route-start-process" */ '@/features/dashboard/routes/start-process-next-page'
                            ),
                        },
                      ],
                    },
                    {
                      path: 'documents',
                      lazy: () =>
                        import(
                          /* webpackChunkName: "route-documents" */ '@/features/dashboard/routes/documents-page'
                        ),
                    },
                  ],
                },
                ...(
                  [
                    'nie-nif-application',
                    'authoriseme',
                    'weee-de',
                    'weee-at',
                    'battery-de',
                    'battery-at',
                    'support',
                  ] as const
                ).map(sectionRoute),
                processRoutes('at-licensing-process'),
                processRoutes('de-licensing-process'),
                {
                  path: 'settings',
                  lazy: () =>
                    import(
                      /* webpackChunkName: "route-settings" */ '@/features/company/routes/settings-page'
                    ),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
