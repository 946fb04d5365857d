import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Left out of every scan: the 'TEST' watermark is faint on purpose, aria-hidden and pure
 * decoration, which WCAG 1.4.3 exempts from contrast ("incidental" text); axe cannot know that.
 */
export const AXE_ALWAYS_EXCLUDED = ['[data-testid="test-watermark"]'];

/**
 * axe-core itself, put into the page once per document. Not through @axe-core/playwright: its
 * `analyze()` runs axe frame by frame and finishes each scan in a new blank page, about 600 ms a
 * scan here against 90 ms for `axe.run` on the document; the app shows no frames of its own (the
 * sign-in's hidden renewal frame is the provider's, not a screen).
 */
const AXE_SOURCE = fs.readFileSync(
  path.join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'),
  'utf8',
);

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  // Only the violations are reported in full; passes and incomplete checks stay short.
  resultTypes: ['violations'],
  iframes: false,
};

async function runAxe(page: Page, exclude: string[]): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ exclude, options }) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(
        { include: [document], exclude: exclude.map((selector) => [selector]) },
        options,
      ),
    { exclude, options: RUN_OPTIONS },
  );
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page and fails with a readable list of violations.
 * `soft: true` records the failure and lets the test go on (to check further pages in one run).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[]; soft?: boolean; label?: string } = {},
): Promise<void> {
  const { violations } = await runAxe(page, [...AXE_ALWAYS_EXCLUDED, ...(options.exclude ?? [])]);
  const report = violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => {
          const html = n.html
            .replace(/\s+/g, ' ')
            .replace(/ class="[^"]*"/g, '')
            .slice(0, 200);
          const why = (n.failureSummary ?? '').replace(/\n/g, '\n        ');
          return `    - ${n.target.join(' ')}\n      ${html}\n        ${why}`;
        })
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
  const where = options.label ? `${options.label} (${page.url()})` : page.url();
  const check = options.soft ? expect.soft : expect;
  check(
    violations.length,
    `axe found ${violations.length} violation(s) on ${where}:\n\n${report}`,
  ).toBe(0);
}

/** The widths every screen is checked at: desktop, then a 375 px phone. */
export const A11Y_WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;
export const A11Y_WIDTH_LIST = `${A11Y_WIDTHS.map((w) => w.width).join(' and ')} px`;

/**
 * Waits until the page's media-query listeners have seen a resize and React has drawn what they
 * chose. The browser fires `matchMedia` change events while it updates the rendering, before the
 * next animation frame's callbacks; a listener's state update renders synchronously. So after two
 * frames a list that is a table at 1280 px is cards at 375 px: scanned earlier, axe saw the table
 * overflowing the phone's width without a focusable element (a state no user sees, since a page
 * opened at 375 px renders the cards at once).
 */
async function mediaQueriesFollowed(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Scans what `page` shows at each of A11Y_WIDTHS, widest first: the page is opened once and the
 * window narrowed (the layout follows the width through media queries, as when a window is
 * resized), so its load and data are paid once for both widths. `ready` waits for the layout after
 * a resize (a lazily loaded drawer, for instance).
 */
export async function expectNoAxeViolationsAtWidths(
  page: Page,
  label: string,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  for (const viewport of A11Y_WIDTHS) {
    if (page.viewportSize()?.width !== viewport.width) {
      await page.setViewportSize(viewport);
      await mediaQueriesFollowed(page);
      await ready(page);
    }
    await expectNoAxeViolations(page, { soft: true, label: `${label} at ${viewport.width} px` });
  }
}
