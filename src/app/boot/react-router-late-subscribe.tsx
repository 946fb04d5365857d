import { startTransition, useLayoutEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { RoutePrefetchProvider } from '../route-prefetch';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Works around a react-router behaviour: `RouterProvider` reads the router's state when it renders
 * (`useState(router.state)`) and subscribes to it in a layout effect after its commit; a change in
 * between is lost, and the page stays on the loading screen (`initialized: false`) for good. The
 * router replays a missed first update only when it had no subscriber at all, and ours has one
 * from its creation (page views). Upstream: remix-run/react-router#15527 (open; the same race with
 * any earlier subscriber, fix proposed in #15529), before it #14356 and #12459.
 *
 * The app's first render is a transition, rendered in slices, so the first loaders can finish in
 * that gap. Once `RouterProvider` has subscribed (its layout effect runs before this one), a router
 * whose state moved on since this render gets a fresh `RouterProvider`, again in a transition: the
 * page is never rendered in one long task. Remove when react-router resyncs by itself (the test
 * next to this file reproduces the race).
 */
export function RouterMount({ router }: { router: Router }) {
  const [generation, setGeneration] = useState(0);
  const seen = router.state;
  useLayoutEffect(() => {
    if (router.state !== seen) startTransition(() => setGeneration((g) => g + 1));
  }, [router, seen]);
  return (
    <RoutePrefetchProvider routes={router.routes}>
      <RouterProvider key={generation} router={router} />
    </RoutePrefetchProvider>
  );
}
