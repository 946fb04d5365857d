import { lazy, useState, type ComponentType } from 'react';

/**
 * A part of a page or of the top bar that the first paint does not show (a menu's list, the
 * drawer, the bell's count, a dialog or the form inside it), in a chunk of its own. `prefetch`
 * downloads and evaluates it without waiting (the top bar's parts also mark their imports
 * `webpackPrefetch`, so an idle browser fetches them early); `prefetchProps` calls it on hover,
 * focus or touch of the button that opens the part. Once loaded, the part renders at once, without
 * suspending, so it opens on the first click with no visible delay; before that, it suspends until
 * its chunk is there (a `Suspense` around it decides what shows). A failed download throws to the
 * nearest error boundary; the next `prefetch` tries again.
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

/**
 * Whether a dialog that is a lazy part has ever been open: render it from then on (not before, so
 * its chunk is not needed for the first paint), so that it closes with its transition and keeps
 * its state as a dialog that was always mounted does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Props for the button that opens a part: its download starts when it is about to be used. */
export const prefetchProps = (prefetch: () => void) => ({
  onPointerEnter: prefetch,
  onFocus: prefetch,
  onTouchStart: prefetch,
});
