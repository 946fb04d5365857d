import {
  Component,
  lazy,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { isChunkLoadError, whenOnlineAgain } from '@/shared/lib/chunk-load';
import { ConnectionProblem } from './connection-problem';

/**
 * Catches a part's failed download (TRUST-17) and reports it; any other error goes on to the
 * route's error element, as before.
 */
class DownloadBoundary extends Component<
  { onUnavailable: () => void; children: ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) this.props.onUnavailable();
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return null;
    throw error;
  }
}

/**
 * A part of a page or of the top bar that the first paint does not show (a menu's list, the
 * drawer, the bell's count, a dialog or the form inside it), in a chunk of its own. `prefetch`
 * downloads and evaluates it without waiting (the top bar's parts also mark their imports
 * `webpackPrefetch`, so an idle browser fetches them early); `prefetchProps` calls it on hover,
 * focus or touch of the button that opens the part. Once loaded, the part renders at once, without
 * suspending, so it opens on the first click with no visible delay; before that, it suspends until
 * its chunk is there (a `Suspense` around it decides what shows).
 *
 * TRUST-17: a download that fails for want of a connection shows the connection problem in the
 * part's place (`whileUnavailable` says what shows instead, for a part that only decorates, like the
 * bell's count) and
 * is tried again when the browser is online again, or on "Try again"; the page around it stays,
 * with what was typed there. Any other failure throws to the nearest error boundary.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { whileUnavailable }: { whileUnavailable?: (props: P) => ReactNode } = {},
) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download may be tried again (the next hover, click or `online` event).
        pending = null;
        throw error;
      },
    ));
  let currentFailed = false;
  const suspending = () =>
    lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          currentFailed = true;
          throw error;
        },
      ),
    );
  // One for all instances: the state of a part that suspends on its first render is thrown away,
  // so a new one there would download again. React.lazy keeps a rejection for good: after a
  // failure, the next attempt gets a new one.
  let current = suspending();
  function Part(props: P) {
    // Fixed per attempt: switching from the suspending to the loaded type would remount it.
    const [Type, setType] = useState<ComponentType<P>>(() => loaded ?? current);
    const [unavailable, setUnavailable] = useState(false);
    const retry = useCallback(() => {
      if (!loaded && currentFailed) {
        current = suspending();
        currentFailed = false;
      }
      setType(() => loaded ?? current);
      setUnavailable(false);
    }, []);
    useEffect(() => (unavailable ? whenOnlineAgain(retry) : undefined), [unavailable, retry]);
    if (unavailable)
      return whileUnavailable ? whileUnavailable(props) : <ConnectionProblem onRetry={retry} />;
    return (
      // Unmounted while the problem shows: each attempt starts with a boundary of its own.
      <DownloadBoundary onUnavailable={() => setUnavailable(true)}>
        <Type {...props} />
      </DownloadBoundary>
    );
  }
  /** Download it without waiting for it (errors are the click's to show). */
  const prefetch = () => void preload().catch(() => undefined);
  return { Part, prefetch };
}

/** Props for the button that opens a part: its download starts when it is about to be used. */
export const prefetchProps = (prefetch: () => void) => ({
  onPointerEnter: prefetch,
  onFocus: prefetch,
  onTouchStart: prefetch,
});
