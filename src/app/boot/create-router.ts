import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { trackPageViews } from '../page-views';

/**
 * The router, with page views recorded from it. A module of its own: the `router` phase imports
 * it with `import()`, and an `import()` of react-router-dom itself would keep every export of the
 * package in the bundle (a namespace cannot be tree-shaken).
 */
export function createRouter(routes: RouteObject[]) {
  const router = createBrowserRouter(routes);
  trackPageViews(router);
  return router;
}
