import { redirect, type RouteObject } from 'react-router-dom';
import { accountServiceIsLocal } from '@/shared/account-service';
import { anyCompany, paths } from '@/shared/paths';
import { RouteError } from './route-error';
import { privateLoader } from '@/features/session/private-loader';
import { publicLoader } from '@/features/session/public-loader';
import { PrivateLoadingText, RouteSpinner } from '../layout/route-fallbacks';
import { withRoutePaths } from '../route-pattern';
import { accountRoutes, profilePage } from './account-routes';
import { companyRoutes } from './company-routes';
import { publicRoutes } from './public-routes';
import { below, routeKit, type RouteDeps } from './route-kit';

export type { RouteDeps } from './route-kit';

/**
 * The whole route tree, mapped from the tables: every `path` from the path table
 * (src/shared/paths.ts), the company sections from `SECTIONS` and their pages (`SECTION_PAGES`).
 * Loaders are small and eager so they start at once; every page is a lazy route module of its
 * feature, loaded together with the translation namespaces it needs. Every loader of the signed-in
 * area runs after the one sign-in check (`signedIn`).
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const kit = routeKit(deps);
  const { lazy, signedIn, store, auth } = kit;
  const at = (entry: { pattern: string }) => below(paths.home, entry);
  // The account service's pages, when the configured service is this app itself.
  const accountIsHere = accountServiceIsLocal();

  return withRoutePaths([
    {
      id: 'root',
      HydrateFallback: RouteSpinner,
      errorElement: <RouteError />,
      children: [
        {
          id: 'public',
          loader: publicLoader(store, auth),
          lazy: lazy(
            () => import(/* webpackChunkName: "layout-public" */ '../layout/public-layout'),
          ),
          errorElement: <RouteError />,
          children: publicRoutes(kit),
        },
        {
          id: 'private',
          loader: signedIn(privateLoader(store)),
          HydrateFallback: PrivateLoadingText,
          lazy: lazy(() => import(/* webpackChunkName: "layout-app" */ '../layout/app-shell')),
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              loader: () => redirect(paths.anyCompanyDashboard.href()),
              element: null,
            },
            {
              path: at(paths.dashboardShortcut),
              loader: () => redirect(paths.anyCompanyDashboard.href()),
              element: null,
            },
            {
              path: at(paths.authorisemeShortcut),
              loader: () => redirect(anyCompany(paths.company.authoriseme)),
              element: null,
            },
            ...(accountIsHere ? accountRoutes(kit) : []),
            {
              path: at(paths.workspace),
              lazy: lazy(
                () =>
                  import(
                    /* webpackChunkName: "route-workspace" */ '@/features/advisers/routes/workspace-page'
                  ),
                ['advisers'],
              ),
            },
            {
              path: at(paths.adminCompanies),
              lazy: lazy(
                () =>
                  import(
                    /* webpackChunkName: "route-admin" */ '@/features/admin/routes/admin-page'
                  ),
                ['admin'],
              ),
            },
            companyRoutes(kit, accountIsHere ? profilePage(kit) : null),
          ],
        },
      ],
    },
  ]);
}
