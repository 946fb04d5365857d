import type { createBrowserRouter } from 'react-router-dom';
import { recordPageView } from '@/shared/monitoring/monitoring';
import { routePatternOf } from './route-pattern';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * One page view per page the user actually sees, recorded by route pattern
 * (`/companies/:companyId/dashboard`), never with ids. Addresses that only redirect (`/`, `/login`,
 * a page that sends the browser to sign-in) settle somewhere else first and are not recorded.
 */
export function trackPageViews(
  router: AppRouter,
  record: (pattern: string) => void = recordPageView,
): () => void {
  let last: string | null = null;
  const view = () => {
    const { initialized, location, matches, navigation } = router.state;
    if (!initialized || navigation.state !== 'idle' || location.key === last) return;
    last = location.key;
    record(routePatternOf(matches.map((m) => ({ handle: m.route.handle }))));
  };
  view();
  return router.subscribe(view);
}
