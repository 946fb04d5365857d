import { expect, type Page } from '@playwright/test';

/**
 * Quiet time that ends a page's loading: no request in flight for this long. Playwright's
 * `networkidle` waits a fixed 500 ms of silence after every navigation, most of a page visit in the
 * sweeps that open every page (accessibility, public pages in four languages).
 */
const QUIET_MS = 200;

/** What is still loading: a skeleton, a spinner or bar without a value, a region marked busy. */
const LOADING = '.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]';

interface Traffic {
  inFlight: number;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

/**
 * Starts counting `page`'s requests; call it before the page's first navigation. `settled` needs
 * it, so that no request started before the wait is missed.
 */
export function watchTraffic(page: Page): void {
  if (traffic.has(page)) return;
  const state: Traffic = { inFlight: 0, lastChange: Date.now() };
  const change = (delta: number) => {
    state.inFlight = Math.max(0, state.inFlight + delta);
    state.lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  traffic.set(page, state);
}

/**
 * Waits until the page has loaded what it shows: no request for QUIET_MS (chunks, namespaces, API
 * answers), and nothing left that says it is still loading. Needs `watchTraffic(page)` first.
 */
export async function settled(page: Page): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error('settled(page) needs watchTraffic(page) before the navigation');
  await expect
    .poll(() => state.inFlight === 0 && Date.now() - state.lastChange >= QUIET_MS, {
      message: 'the page stops loading',
      intervals: [50],
      timeout: 20_000,
    })
    .toBe(true);
  await expect(page.locator(LOADING), 'no skeleton or spinner is left').toHaveCount(0);
}
