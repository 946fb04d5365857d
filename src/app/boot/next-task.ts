/** Longest wait for a frame: a tab in the background draws none, and start-up must go on. */
const FRAME_WAIT_MS = 100;

/**
 * Resolves in a new task after the browser has had the chance to paint what is on screen. Start-up
 * yields here between its steps, so the first paint comes before the rest of the work and no step
 * blocks input for long (each step is its own task instead of one long one).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const next = () => {
      if (done) return;
      done = true;
      // A timer after the frame: the continuation runs after the paint, not before it.
      setTimeout(resolve, 0);
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(next);
    setTimeout(next, FRAME_WAIT_MS);
  });
}
