import type { Locator, Page } from '@playwright/test';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expect, test } from './support/fixtures';

declare global {
  interface Window {
    house4?: { closedAt: number; removedAt: number };
  }
}

/** The requests of a chunk by its name (webpackChunkName). */
function chunkRequests(page: Page, name: string): string[] {
  const urls: string[] = [];
  const file = new RegExp(`/assets/${name}\\.[^/]*\\.js$`);
  page.on('request', (request) => {
    if (file.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** How long after Escape the open dialog left the page (an unmounted one leaves at once). */
async function closingTime(page: Page, dialog: Locator): Promise<number> {
  await page.evaluate(() => {
    const marks = { closedAt: 0, removedAt: 0 };
    window.house4 = marks;
    new MutationObserver(() => {
      if (marks.closedAt && !marks.removedAt && !document.querySelector('[role="dialog"]'))
        marks.removedAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.evaluate(() => {
    window.house4!.closedAt = performance.now();
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return page.evaluate(() => window.house4!.removedAt - window.house4!.closedAt);
}

test.describe('one lazy-dialog mechanism (HOUSE-4)', () => {
  for (const { name, chunk, page: at, button, title } of [
    {
      name: 'the markets dialog (dashboard)',
      chunk: 'markets-dialog',
      page: `/companies/${COMPANIES.nordlicht.id}/dashboard`,
      button: 'Edit markets',
      title: 'Your markets',
    },
    {
      name: 'the feed dialog (deadlines)',
      chunk: 'feed-dialog',
      page: `/companies/${COMPANIES.nordlicht.id}/dashboard/deadlines`,
      button: 'Subscribe in a calendar app',
      title: 'Subscribe to these deadlines',
    },
  ]) {
    test(`[HOUSE-4] ${name} downloads once, closes with its transition and reopens at once`, async ({
      page,
    }) => {
      const requests = chunkRequests(page, chunk);
      await signInToDashboard(page, USERS.owner.email);
      await page.goto(at);
      const opener = page.getByRole('button', { name: button });
      const dialog = page.getByRole('dialog', { name: title });

      await opener.click();
      await expect(dialog).toBeVisible();
      expect(requests).toHaveLength(1);

      // MUI's leaving transition (195 ms) plays: the dialog is not removed at once.
      expect(await closingTime(page, dialog)).toBeGreaterThan(100);
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(dialog).toBeVisible();
      expect(requests).toHaveLength(1);
    });
  }
});
