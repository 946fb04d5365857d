import { useCallback, useState, type ComponentType } from 'react';
import { isChunkLoadError } from '@/shared/lib/chunk-load';
import { KindErrorPage } from '@/shared/ui/error-pages';
import type { RouteModule } from './route-kit';

const Nothing = () => null;

/**
 * TRUST-17: the route module of a page whose download failed for want of a connection. React
 * Router keeps a route's `lazy` result for good, a rejection included, so rejecting would leave
 * the page broken after the connection returns: instead the route gets this module, whose page is
 * the connection screen ("Try again", and again by itself on the `online` event) until the real
 * module downloads, and then that module's page. Page modules export only `Component` (their
 * loaders are the route tables'), so nothing else of the module is lost.
 */
export function pageWhenOnline(load: () => Promise<RouteModule>): RouteModule {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const attempt = () =>
    (pending ??= load().then(
      (module) => (loaded = module.Component ?? Nothing),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  function PageWhenOnline() {
    const [Page, setPage] = useState<ComponentType | null>(() => loaded);
    const [failure, setFailure] = useState<unknown>(null);
    const retry = useCallback(() => {
      attempt().then((component) => setPage(() => component), setFailure);
    }, []);
    if (Page) return <Page />;
    // Anything but another failed download is the route error element's to show.
    if (failure !== null && !isChunkLoadError(failure)) throw failure;
    return <KindErrorPage kind="network" onRetry={retry} />;
  }
  return { Component: PageWhenOnline };
}
