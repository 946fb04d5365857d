import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/paths';
import { profileLoader } from '@/features/account/routes/profile-loader';
import { below, type LazyPage, type RouteKit } from './route-kit';

/** The user's profile page (also below a company, with its context: company-routes.tsx). */
export const profilePage = ({ lazy }: RouteKit): LazyPage =>
  lazy(
    () => import(/* webpackChunkName: "route-profile" */ '@/features/account/routes/profile-page'),
  );

/**
 * The account service's pages (`/account/...`), mounted when the configured account service is
 * this app itself (`accountServiceIsLocal`).
 */
export function accountRoutes(kit: RouteKit): RouteObject[] {
  const { lazy, signedIn, store } = kit;
  return [
    {
      path: below(paths.home, paths.accountCompanies),
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-companies" */ '@/features/account/routes/companies-page'
          ),
      ),
    },
    {
      path: below(paths.home, paths.accountCompany),
      lazy: lazy(
        () =>
          import(/* webpackChunkName: "route-company" */ '@/features/account/routes/company-page'),
      ),
    },
    {
      path: below(paths.home, paths.accountProfile),
      loader: signedIn(profileLoader(store)),
      lazy: profilePage(kit),
    },
  ];
}
