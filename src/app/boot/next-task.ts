/** Longest wait for a frame: a tab in the background draws none, and start-up must go on. */
const FRAME_WAIT_MS = 100;

/**
 * Resolves in a new task after the browser has had the chance to paint what is on screen: the
 * first paint comes before the rest of the start-up.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    let frame: number | undefined;
    const next = () => {
      // Whichever came first, the frame or the fallback, cancels the other.
      clearTimeout(fallback);
      if (frame !== undefined) cancelAnimationFrame(frame);
      // A timer after the frame: the continuation runs after the paint, not before it.
      setTimeout(resolve, 0);
    };
    const fallback = setTimeout(next, FRAME_WAIT_MS);
    if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(next);
  });
}

// The yield between start-up steps is shared with the API's answers validated in slices.
export { nextTask } from '@/shared/lib/next-task';
