import { afterPaint, nextTask } from './next-task';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('[PERF-1] start-up goes on in a new task after the next frame', async () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  let resumed = false;
  void afterPaint().then(() => (resumed = true));
  await Promise.resolve();
  expect(resumed).toBe(false);
  frames.forEach((frame) => frame(0));
  // Not inside the frame callback: in a task of its own after it.
  await Promise.resolve();
  expect(resumed).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(resumed).toBe(true);
  // The fallback for a missing frame is cancelled, not left to fire for nothing.
  expect(jest.getTimerCount()).toBe(0);
});

it('[PERF-1] start-up goes on without a frame too (a background tab draws none)', async () => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
  const cancel = jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  let resumed = false;
  void afterPaint().then(() => (resumed = true));
  await jest.advanceTimersByTimeAsync(99);
  expect(resumed).toBe(false);
  // The wait for a frame is over at 100 ms; the start-up goes on in the task after.
  await jest.advanceTimersByTimeAsync(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(resumed).toBe(true);
  expect(cancel).toHaveBeenCalledWith(1);
});

it('[PERF-1] a start-up step goes on in a task of its own, after everything the current one queued', async () => {
  jest.useRealTimers();
  const order: string[] = [];
  const step = nextTask().then(() => order.push('next step'));
  void Promise.resolve().then(() => order.push('microtask of this task'));
  order.push('this task');
  await step;
  expect(order).toEqual(['this task', 'microtask of this task', 'next step']);
});

it('[PERF-1] where the browser has scheduler.yield(), a step yields through it', async () => {
  jest.useRealTimers();
  const yieldToMain = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const global = globalThis as { scheduler?: unknown };
  global.scheduler = { yield: yieldToMain };
  try {
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  } finally {
    delete global.scheduler;
  }
});

it('[PERF-1] else through a message to itself, after the microtasks of the current task', async () => {
  jest.useRealTimers();
  const global = globalThis as { MessageChannel?: unknown };
  const { MessageChannel } = await import('node:worker_threads');
  global.MessageChannel = MessageChannel;
  const order: string[] = [];
  try {
    const step = nextTask().then(() => order.push('next step'));
    void Promise.resolve().then(() => order.push('microtask of this task'));
    await step;
    expect(order).toEqual(['microtask of this task', 'next step']);
  } finally {
    delete global.MessageChannel;
  }
});
