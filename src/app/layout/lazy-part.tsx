import { lazy, useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the top bar that the first paint does not show (a menu's list, the drawer, the bell's
 * count), in a chunk of its own. `preload()` starts the download (on idle after the layout's first
 * paint, and on hover, focus or touch of the button that opens it); once loaded, the part renders
 * at once, without suspending, so a menu opens on the first click with no visible delay. Before
 * that, it suspends until its chunk is there (a `Suspense` around it decides what shows).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download may be tried again (the next hover or click).
        pending = null;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Part(props: P) {
    // Fixed per instance: switching from the suspending to the loaded type would remount it.
    const [Type] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Type {...props} />;
  }
  /** Download it without waiting for it (errors are the click's to show). */
  const prefetch = () => void preload().catch(() => undefined);
  return { Part, prefetch };
}

/** Time the browser has nothing else to do: `requestIdleCallback`, else a short timer. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1000);
  return () => clearTimeout(timer);
}

/** Prefetches once the page is drawn and the browser is idle: the parts are there before a click. */
export function usePrefetchWhenIdle(prefetch: () => void): void {
  useEffect(() => whenIdle(prefetch), [prefetch]);
}

/** Props for the button that opens a part: its download starts when it is about to be used. */
export const prefetchProps = (prefetch: () => void) => ({
  onPointerEnter: prefetch,
  onFocus: prefetch,
  onTouchStart: prefetch,
});
