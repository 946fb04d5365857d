/**
 * HOUSE-6, the service pages within their route budget (docs/house-6-services.md): their lists of
 * plain texts are the browser's own select (the NIE/NIF countries, the registration's first
 * reported month, the deadlines' and licences' filters) and their texts come per service. In a
 * real browser, in English and German, at 1280 and 375 px: each choice is a `<select>` with its
 * label clear of the arrow, the service's own texts show (no bare key), the page does not scroll
 * sideways and is axe-clean. Screenshots go to the test's output folder for a look.
 */
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  chooseLanguage,
  expectNativeChoices,
  expectNoSidewaysScroll,
  shoot,
} from './support/light-forms';

const { nordlicht, alpenglueck } = COMPANIES;

/** The buttons that open the NIE/NIF and registration forms after their overview (docs/house-6-service-start.md). */
const START = {
  en: { nieNif: 'Enter the details', order: 'Start the order' },
  de: { nieNif: 'Angaben eingeben', order: 'Beauftragung beginnen' },
};

/** A text key shown instead of its text (`licensing.index.filter`, `nieNif.details.seatCountry`). */
const BARE_KEY = /\b(licensing|registrations|nieNif|representative|launcher)\.[a-z]\w*\./;

test.describe('light service pages (HOUSE-6)', () => {
  for (const language of ['en', 'de'] as const) {
    for (const width of [1280, 375]) {
      test(`[HOUSE-6] ${language} at ${width} px: the NIE/NIF, WEEE registration, licences and deadlines pages show their service's texts and choose with the browser's own select; labels clear, no sideways scroll; axe-clean`, async ({
        page,
      }, testInfo) => {
        const at = `${language} ${width} px`;
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await signInToDashboard(page, USERS.owner.email);
        await chooseLanguage(page, language);

        const check = async (name: string, form: ReturnType<typeof page.locator>, n: number) => {
          await expect(form.getByRole('combobox').first()).toBeVisible();
          await expectNativeChoices(form, n);
          await expect(page.locator('main')).not.toContainText(BARE_KEY);
          await expectNoSidewaysScroll(page);
          await shoot(page, testInfo, `${name}-${at}`);
          await expectNoAxeViolations(page, { soft: true, label: `${name}, ${at}` });
        };

        // NIE/NIF: the seat's and the document's countries (the form follows its overview).
        await page.goto(`/companies/${nordlicht.id}/nie-nif-application`);
        await page.getByRole('button', { name: START[language].nieNif }).click();
        await check('nie-nif', page.locator('main form').first(), 2);

        // WEEE Austria: with a GLN number, the first month reported through us.
        await page.goto(`/companies/${alpenglueck.id}/weee-at`);
        await page.getByRole('button', { name: START[language].order }).click();
        const order = page.locator('main form').first();
        await order.getByRole('textbox', { name: /GLN/ }).fill('9008390456712');
        await check('weee-at', order, 1);
        const month = order.getByRole('combobox');
        await month.selectOption({ index: 2 });
        await expect(month).not.toHaveValue('');

        // The licences' status filter and the deadlines' country and stream filters: plain
        // selects with their labels above them (`FilterSelect`).
        for (const [name, path, n] of [
          ['licences', `/companies/${nordlicht.id}/de-licensing-process`, 1],
          ['deadlines', `/companies/${nordlicht.id}/dashboard/deadlines`, 2],
        ] as const) {
          await page.goto(path);
          // The deadlines' country list is filled from the deadlines: wait for them.
          if (name === 'deadlines') await expect(page.getByTestId('deadline-list')).toBeVisible();
          const filters = page.locator('main').getByRole('combobox');
          await expect(filters.first()).toBeVisible();
          await expect(filters).toHaveCount(n);
          for (const tag of await filters.evaluateAll((all) => all.map((e) => e.tagName)))
            expect(tag).toBe('SELECT');
          await filters.first().focus();
          // By keyboard: the arrow chooses the next entry after "all".
          await page.keyboard.press('ArrowDown');
          await expect(filters.first()).not.toHaveValue('');
          await expect(page.locator('main')).not.toContainText(BARE_KEY);
          await expectNoSidewaysScroll(page);
          await shoot(page, testInfo, `${name}-${at}`);
          await expectNoAxeViolations(page, { soft: true, label: `${name}, ${at}` });
        }
      });
    }
  }
});
