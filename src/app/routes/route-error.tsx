import { lazy, Suspense } from 'react';

/**
 * The route error page, downloaded with the start-up code (`webpackMode: "eager"`: no chunk of its
 * own, so it shows when the network is gone and a page's chunk failed) but evaluated only when a
 * route fails. Its modules (the error views, MUI's Button) are not part of the task that builds the
 * route tree at start-up (HOUSE-6, docs/house-6-dashboard.md).
 */
const RouteErrorPage = lazy(() =>
  import(/* webpackMode: "eager" */ '@/shared/ui/route-error-page').then((m) => ({
    default: m.RouteErrorPage,
  })),
);

export function RouteError({ nested = false }: { nested?: boolean }) {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage nested={nested} />
    </Suspense>
  );
}
