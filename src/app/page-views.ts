import type { createBrowserRouter } from 'react-router-dom';
import { recordPageView } from '@/shared/monitoring/monitoring';
import { toRoutePattern } from './route-pattern';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * RUM-1: one page view per settled location, recorded by route pattern
 * (`/companies/:companyId/dashboard`), never with ids.
 */
export function trackPageViews(
  router: AppRouter,
  record: (pattern: string) => void = recordPageView,
): () => void {
  let last = '';
  const view = () => {
    const { location, matches, navigation } = router.state;
    if (navigation.state !== 'idle' || location.key === last) return;
    last = location.key;
    record(toRoutePattern(location.pathname, matches.at(-1)?.params ?? {}));
  };
  view();
  return router.subscribe(view);
}
