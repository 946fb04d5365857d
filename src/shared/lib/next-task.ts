interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, without waiting for a frame: start-up yields here between its steps, and
 * long validations between their slices (HOUSE-6), so none of them blocks input (or a due paint)
 * for long. `scheduler.yield()` where the browser has
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
