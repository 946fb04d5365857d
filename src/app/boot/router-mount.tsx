import { startTransition, useLayoutEffect, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { RoutePrefetchProvider } from '../route-prefetch';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * `RouterProvider` reads the router's state when it renders and subscribes after its commit: a
 * change in between is lost, and the page would stay on the loading screen. The app's first
 * render is a transition, rendered in slices, so the first loaders can finish in that gap. Once
 * `RouterProvider` has subscribed (its layout effect runs before this one), a router whose state
 * moved on since this render gets a fresh `RouterProvider`, again in a transition: the page is
 * never rendered in one long task.
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
