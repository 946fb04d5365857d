import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/shared/lib/route-handle';
import { paths } from '@/shared/paths';
import { loginLoader } from '@/features/session/login-loader';
import { signupLoader } from '@/features/session/signup-loader';
import { below, type RouteKit } from './route-kit';

const at = (entry: { pattern: string }) => below(paths.home, entry);

/** The public pages (ROUTE-1, ROUTE-2): each its own chunk, loaded with its own namespaces. */
export function publicRoutes(kit: RouteKit): RouteObject[] {
  const { lazy, auth } = kit;
  const legalPage = lazy(
    () => import(/* webpackChunkName: "route-legal" */ '@/features/legal/routes/legal-page'),
    ['legal'],
  );
  const legal = (entry: { pattern: string }, publicPage: string): RouteObject => ({
    path: at(entry),
    handle: { publicPage } satisfies RouteHandle,
    lazy: legalPage,
  });
  return [
    // Development builds only (TRUST-3): webpack replaces `process.env.NODE_ENV`, so a
    // production build has neither the route nor its chunk.
    ...(process.env.NODE_ENV !== 'production'
      ? [
          {
            path: at(paths.devUi),
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
      path: at(paths.signup),
      loader: signupLoader(auth),
      lazy: lazy(
        () =>
          import(/* webpackChunkName: "route-signup" */ '@/features/session/routes/signup-page'),
      ),
    },
    { path: at(paths.login), loader: loginLoader(auth), element: null },
    {
      path: at(paths.invitation),
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-invitation" */ '@/features/team/routes/invitation-page'
          ),
        ['team'],
      ),
    },
    {
      path: at(paths.quickcheck),
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-quickcheck" */ '@/features/quickcheck/routes/quickcheck-page'
          ),
        // The rule texts load with the result, for the chosen countries only (HOUSE-6).
        ['quickcheck', 'reference', 'compliance'],
      ),
    },
    {
      path: at(paths.reportIllegalContent),
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-illegal-content" */ '@/features/illegal-content/routes/notice-page'
          ),
        ['illegalContent'],
      ),
    },
    {
      path: at(paths.newsletter),
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-newsletter" */ '@/features/newsletter/routes/newsletter-page'
          ),
        ['newsletter'],
      ),
    },
    legal(paths.privacyPolicies, 'privacy'),
    legal(paths.disclaimer, 'disclaimer'),
    // UX-9: the footers' legal links default to the app's own pages (`config.legal`).
    legal(paths.imprint, 'imprint'),
    legal(paths.terms, 'terms'),
    {
      path: at(paths.unsubscribe),
      lazy: lazy(
        () =>
          import(
            /* webpackChunkName: "route-unsubscribe" */ '@/features/notifications/routes/unsubscribe-page'
          ),
        ['reminders'],
      ),
    },
    {
      path: at(paths.booking),
      lazy: lazy(
        () =>
          import(/* webpackChunkName: "route-booking" */ '@/features/bookings/routes/booking-page'),
        ['bookings'],
      ),
    },
    {
      // Anything else: the not-found page.
      path: '*',
      lazy: lazy(
        () => import(/* webpackChunkName: "route-not-found" */ '../layout/not-found-route'),
      ),
    },
  ];
}
