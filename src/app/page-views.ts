import type { createBrowserRouter } from 'react-router-dom';
import { recordPageView } from '@/shared/monitoring/monitoring';
import { routePatternOf } from './route-pattern';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * One page view per page the user actually sees, recorded by route pattern
 * (`/companies/:companyId/dashboard`), never with ids. Addresses that only redirect (`/`, `/login`,
 * a page that sends the browser to sign-in) settle somewhere else first and are not recorded.
 * Only a change of path is a new page view, never a change of query string alone.
 */
export function trackPageViews(
  router: AppRouter,
  record: (pattern: string) => void = recordPageView,
): () => void {
  // TRUST-9: a page view per path; a changed query string or hash (filters, sorting, a search
  // term) is the same page.
  let last: string | null = null;
  const view = () => {
    const { initialized, location, matches, navigation } = router.state;
    if (!initialized || navigation.state !== 'idle' || location.pathname === last) return;
    last = location.pathname;
    record(routePatternOf(matches.map((m) => ({ handle: m.route.handle }))));
  };
  view();
  return router.subscribe(view);
}
