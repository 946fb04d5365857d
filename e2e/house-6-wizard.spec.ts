/**
 * HOUSE-6, the licensing wizard within its route budget (docs/house-6-wizard.md): its first step is its
 * country's (Germany's LUCID number has no radios; Austria's scope and representative have), and
 * the steps' progress is a plain list. In a real browser, in English and German, at 1280 and
 * 375 px: step 1 shows with its progress (above a phone's width), the current step is marked, the
 * German step saves and the next step arrives (a chunk of its own, with the rest of the licensing
 * texts: the route loads only the first step's, docs/house-6-text-subsets.md), no text shows as its bare key,
 * nothing scrolls sideways
 * and the page is axe-clean. Screenshots go to the test's output folder for a look.
 */
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { chooseLanguage, expectNoSidewaysScroll, shoot } from './support/light-forms';

const { nordlicht, alpenglueck } = COMPANIES;

const TEXTS = {
  en: { step1: /^Step 1 of 4/, step2: /^Step 2 of 4/, progress: 'Steps of the licence' },
  de: { step1: /^Schritt 1 von 4/, step2: /^Schritt 2 von 4/, progress: 'Schritte der Lizenz' },
} as const;

/** A licensing text the page did not load shows as its key. */
const BARE_KEY = /licensing\.\w+\./;

test.describe('the licensing wizard, light (HOUSE-6)', () => {
  for (const language of ['en', 'de'] as const) {
    for (const width of [1280, 375]) {
      test(`[HOUSE-6][LIC-2][A11Y-1] ${language} at ${width} px: the German wizard opens at the LUCID number, the Austrian one at its radios (Space and the arrow keys choose); the progress marks the step; every text loaded (first step's subset, then the rest), no bare key; no sideways scroll; axe-clean`, async ({
        page,
      }, testInfo) => {
        const at = `${language} ${width} px`;
        const texts = TEXTS[language];
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await signInToDashboard(page, USERS.owner.email);
        await chooseLanguage(page, language);

        await page.goto(`/companies/${nordlicht.id}/de-licensing-process/process`);
        const main = page.locator('main');
        await expect(main.getByRole('heading', { level: 2, name: texts.step1 })).toBeVisible();
        await expect(main.getByRole('textbox', { name: /LUCID/ })).toBeVisible();
        await expect(main.getByRole('radio')).toHaveCount(0);
        // The route loads only the first step's texts (a text subset): none shows as a bare key.
        await expect(main).not.toContainText(BARE_KEY);
        const progress = main.getByRole('list', { name: texts.progress });
        if (width === 375) await expect(progress).toBeHidden();
        else {
          await expect(progress.getByRole('listitem')).toHaveCount(4);
          await expect(progress.locator('[aria-current="step"]')).toHaveCount(1);
        }
        await expectNoSidewaysScroll(page);
        await shoot(page, testInfo, `wizard-de-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `German wizard, ${at}` });

        // Saved, the next step comes as its own chunk, behind the same page.
        await main.getByRole('textbox', { name: /LUCID/ }).fill('DE1234567890123');
        await main.getByRole('button', { name: /Save and continue|Speichern und weiter/ }).click();
        await expect(main.getByRole('heading', { level: 2, name: texts.step2 })).toBeVisible();
        // The later steps' texts (the whole licensing part) came with it.
        await expect(main.getByRole('radio').first()).toBeVisible();
        await expect(main).not.toContainText(BARE_KEY);
        if (width !== 375)
          await expect(progress.locator('[aria-current="step"]')).toContainText(
            language === 'en' ? 'Licence year' : 'Lizenzjahr',
          );
        await shoot(page, testInfo, `wizard-de-step2-${at}`);

        await page.goto(`/companies/${alpenglueck.id}/at-licensing-process/process`);
        await expect(main.getByRole('heading', { level: 2, name: texts.step1 })).toBeVisible();
        await expect(main.getByRole('radio').first()).toBeVisible();
        await expect(main).not.toContainText(BARE_KEY);
        // The browser's own radios: Space checks, the arrow keys move within the group and check.
        const scope = main.getByRole('radiogroup').first().getByRole('radio');
        await scope.first().focus();
        await page.keyboard.press('Space');
        await expect(scope.first()).toBeChecked();
        await page.keyboard.press('ArrowDown');
        await expect(scope.nth(1)).toBeChecked();
        await expect(scope.nth(1)).toBeFocused();
        await expectNoSidewaysScroll(page);
        await shoot(page, testInfo, `wizard-at-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `Austrian wizard, ${at}` });
      });
    }
  }
});
