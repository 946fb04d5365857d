import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import en from '../locales/en/compliance.json';
import de from '../locales/de/compliance.json';

/**
 * RULE-3 on the production build: Nordlicht's licence of this year holds 64,100.75 kg of paper, so
 * the dashboard's to-do and the German packaging page's status card name this year's declaration
 * of completeness (due 15 May next year), at 1280 and 375 px in English and German, axe-clean and
 * without sideways scrolling. Screenshots go to test-results/rule-3-declaration/ for a look.
 */
const SHOTS = 'test-results/rule-3-declaration';
const WIDTHS = [1280, 375] as const;

async function check(page: Page, name: string, width: number, lang: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${lang}-${width}-${name}.png`, fullPage: true });
  await expectNoAxeViolations(page, { label: `${name} at ${width} px (${lang})` });
}

for (const [lang, texts, locale] of [
  ['en', en, 'en-US'],
  ['de', de, 'de-DE'],
] as const) {
  test.describe(`RULE-3 declaration of completeness (${lang})`, () => {
    test.use({ locale });

    for (const width of WIDTHS) {
      test(`[RULE-3] the dashboard's to-do and the country page's status card name this year's declaration at ${width} px in ${lang}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await signInToDashboard(page, USERS.owner.email);
        const year = new Date().getUTCFullYear();
        const title = texts.declaration.title.replace('{{year}}', String(year));
        // As the app formats dates (`formatDate`): in the UI language, medium style.
        const due = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(Date.UTC(year + 1, 4, 15)),
        );

        await page.goto(`/companies/${COMPANIES.nordlicht.id}/dashboard`);
        const todo = page.getByTestId('todo');
        const note = todo.getByTestId('declaration');
        await expect(note).toContainText(title);
        await expect(note).toContainText(due);
        await expect(todo.getByRole('link', { name: texts.declaration.record })).toBeVisible();
        await note.scrollIntoViewIfNeeded();
        await check(page, 'dashboard', width, lang);

        await page.goto(`/companies/${COMPANIES.nordlicht.id}/dashboard/de/packaging`);
        const card = page.getByTestId('obligation-status');
        await expect(card.getByTestId('declaration')).toContainText(title);
        await expect(card.getByTestId('declaration')).toContainText(due);
        await expect(card).not.toContainText(texts.reasons.totalsUnknown);
        await check(page, 'de-packaging', width, lang);
        await card.screenshot({ path: `${SHOTS}/${lang}-${width}-status-card.png` });
      });
    }
  });
}
