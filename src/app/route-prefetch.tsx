import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

type Prefetch = (to: string) => void;

const RoutePrefetchContext = createContext<Prefetch>(() => {});

/**
 * UX-10: a link's page starts loading when the pointer rests on it or it takes focus: the lazy
 * modules of the routes it matches (their chunk and translation namespaces) are asked for once,
 * so the click finds them ready and the previous page stays until the next one can show.
 */
export function prefetcherFor(routes: readonly RouteObject[]): Prefetch {
  const asked = new Set<string>();
  return (to) => {
    const path = to.split(/[?#]/)[0] ?? to;
    if (asked.has(path)) return;
    asked.add(path);
    for (const { route } of matchRoutes([...routes], path) ?? []) {
      // A route whose module is loaded has no `lazy` any more; a failed load is the click's to show.
      if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => {});
    }
  };
}

export function RoutePrefetchProvider({
  routes,
  children,
}: {
  routes: readonly RouteObject[];
  children: ReactNode;
}) {
  const prefetch = useMemo(() => prefetcherFor(routes), [routes]);
  return <RoutePrefetchContext.Provider value={prefetch}>{children}</RoutePrefetchContext.Provider>;
}

/** Props for a link that prefetches its page on hover and on focus. */
export function usePrefetchProps(to: string) {
  const prefetch = useContext(RoutePrefetchContext);
  return { onMouseEnter: () => prefetch(to), onFocus: () => prefetch(to) };
}
