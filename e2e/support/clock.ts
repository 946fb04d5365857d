import type { Page } from '@playwright/test';

/**
 * Moves the page's clock on by `stepMs` at a time until `done` holds (at most `steps` times), with a
 * short real pause after each jump for the requests the due timers start. For waits the app makes
 * on purpose (request timeouts, the 1-2-4 s retry back-off) that would cost seconds of real time.
 * Needs `page.clock.install()` before the page's first navigation; the clock also runs on in real
 * time, so a wait this does not shorten still ends.
 */
export async function outwait(
  page: Page,
  done: () => Promise<boolean>,
  { stepMs, steps = 8 }: { stepMs: number; steps?: number },
): Promise<void> {
  for (let i = 0; i < steps && !(await done()); i += 1) {
    await page.clock.fastForward(stepMs);
    await page.waitForTimeout(300);
  }
}

/** The retry back-off's longest wait (attempt 3: 2-4 s), so one jump fires each retry. */
export const RETRY_STEP_MS = 4_000;
