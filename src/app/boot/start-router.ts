import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { trackPageViews } from '../page-views';

export { createRoutes } from '../routes';

/**
 * Start-up, the router. Creating it starts the current address's loaders and downloads its lazy
 * modules (layout and page) with their translation namespaces, beside the language's core texts:
 * one round after the entry script.
 */
export function startRouter(routes: RouteObject[]) {
  const router = createBrowserRouter(routes);
  trackPageViews(router);
  return router;
}
