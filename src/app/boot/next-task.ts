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

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, without waiting for a frame: start-up yields here between its steps, so
 * none of them blocks input (or a due paint) for long. `scheduler.yield()` where the browser has
 * it (the continuation goes before other queued work), else a message to itself (no 4 ms clamp
 * as for nested timers), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
