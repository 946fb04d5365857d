import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import en from '../locales/en/compliance.json';
import de from '../locales/de/compliance.json';

/**
 * RULE-2 on the production build: the facts a company records (scheme membership booked elsewhere,
 * the sales start, this year's quantities, the UK size, one end use per stream), at 1280 and
 * 375 px in English and German, axe-clean and without sideways scrolling. Screenshots go to
 * test-results/rule-2-facts/ for a look.
 */
const SHOTS = 'test-results/rule-2-facts';
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
  test.describe(`RULE-2 facts (${lang})`, () => {
    test.use({ locale });

    for (const width of WIDTHS) {
      test(`[RULE-2] membership, this year's quantities, sales start, UK size and end use per stream at ${width} px in ${lang}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await signInToDashboard(page, USERS.owner.email);

        await page.goto(`/companies/${COMPANIES.alpenglueck.id}/dashboard/at/packaging`);
        const contract = page.getByRole('form', { name: texts.schemeContract.title });
        await expect(contract.getByLabel(texts.schemeContract.number)).toBeVisible();
        await check(page, 'at-packaging', width, lang);

        await page.goto(`/companies/${COMPANIES.nordlicht.id}/dashboard/de/packaging`);
        const year = new Date().getUTCFullYear();
        await expect(
          page.getByRole('form', { name: texts.totals.title.replace('{{year}}', String(year)) }),
        ).toBeVisible();
        await check(page, 'de-packaging', width, lang);

        await page.goto(`/companies/${COMPANIES.alpenglueck.id}/dashboard`);
        await page.getByRole('button', { name: texts.markets.edit }).click();
        const dialog = page.getByRole('dialog', { name: texts.markets.title });
        await dialog.getByRole('combobox', { name: texts.markets.addCountry }).click();
        await page
          .getByRole('option', {
            name: lang === 'en' ? 'United Kingdom' : 'Vereinigtes Königreich',
          })
          .click();
        await dialog.getByRole('button', { name: texts.markets.add }).click();
        await expect(
          dialog.getByRole('group', { name: /United Kingdom|Vereinigtes Königreich/ }).last(),
        ).toBeVisible();
        await dialog
          .getByRole('checkbox', {
            name: lang === 'en' ? 'Electrical equipment (WEEE)' : /Elektro/,
          })
          .first()
          .check();
        await expect(
          dialog.getByRole('radiogroup', { name: texts.markets.facts.weeeEndUse }),
        ).toBeVisible();
        await check(page, 'markets-dialog', width, lang);
      });
    }
  });
}
