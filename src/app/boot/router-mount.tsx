import { useLayoutEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { RouteSpinner } from '../layout/route-fallbacks';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * `RouterProvider` reads the router's state when it renders and subscribes after its commit: a
 * change in between is lost, and the page would stay on the loading screen. The app's first
 * render is a transition, rendered in slices, so the first loaders could finish in that gap. Hence
 * the router is mounted from a layout effect: that render and its commit run in one go, with no
 * task (and no loader) in between. Until then the screen is the router's own loading screen.
 */
export function RouterMount({ router }: { router: Router }) {
  const [mounted, setMounted] = useState(false);
  // The second render is the point: it runs together with its commit.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setMounted(true), []);
  return mounted ? <RouterProvider router={router} /> : <RouteSpinner />;
}
