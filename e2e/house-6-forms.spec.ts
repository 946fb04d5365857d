/**
 * HOUSE-6, the form pages within their route budget: the forms whose choices moved to the
 * browser's own select (`FormNativeSelectField`) still work in a real browser, in English and
 * German, at 1280 and 375 px: each choice is a `<select>` with its label clear of the arrow, the
 * page does not scroll sideways, a required choice left empty says so and takes the focus, and the
 * page is axe-clean. Screenshots of every form go to the test's output folder for a look.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const { nordlicht } = COMPANIES;
type Language = 'en' | 'de';

const REQUIRED = { en: 'This field is required.', de: 'Dieses Feld ist erforderlich.' } as const;

async function chooseLanguage(page: Page, language: Language) {
  // The choice made on a public page may have carried over.
  if (language === 'en' || (await page.locator('html').getAttribute('lang')) === 'de') return;
  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Every choice in `form` is a native select whose label does not run under its arrow. */
async function expectNativeChoices(form: Locator, count: number) {
  const selects = form.getByRole('combobox');
  await expect(selects).toHaveCount(count);
  const boxes = await selects.evaluateAll((elements) =>
    elements.map((select) => {
      const control = select.closest('.MuiFormControl-root')!;
      const labelElement = control.querySelector(':scope > label')!;
      const label = labelElement.getBoundingClientRect();
      const arrow = control.querySelector('svg')!.getBoundingClientRect();
      return {
        tag: select.tagName,
        clear: label.right <= arrow.left || label.bottom <= arrow.top,
        // The label's text is cut (ellipsis): it does not fit its field.
        cut: labelElement.scrollWidth > labelElement.clientWidth + 1,
      };
    }),
  );
  for (const box of boxes) expect(box).toEqual({ tag: 'SELECT', clear: true, cut: false });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the window').toBeLessThanOrEqual(0);
}

test.describe('light forms (HOUSE-6)', () => {
  for (const language of ['en', 'de'] as const) {
    for (const width of [1280, 375]) {
      test(`[HOUSE-6] ${language} at ${width} px: newsletter, illegal content, support, invitations and company forms choose with the browser's own select; labels clear, no sideways scroll, a required choice says so; axe-clean`, async ({
        page,
      }, testInfo) => {
        const at = `${language} ${width} px`;
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });

        // Public forms first (signed out).
        for (const [path, choices] of [
          ['/newsletter-subscribe', 1],
          ['/report-illegal-content', 1],
        ] as const) {
          await page.goto(path);
          if (language === 'de') await chooseLanguage(page, language);
          const form = page.locator('main form');
          await expect(form.getByRole('combobox').first()).toBeVisible();
          await expectNativeChoices(form, choices);
          await expectNoSidewaysScroll(page);
          await shoot(page, testInfo, `${path}-${at}`);
          await expectNoAxeViolations(page, { soft: true, label: `${path}, ${at}` });
        }

        await signInToDashboard(page, USERS.owner.email);
        await chooseLanguage(page, language);

        // Support: three choices; sending with no topic says so on the topic, which takes the focus.
        await page.goto(`/companies/${nordlicht.id}/support`);
        const support = page.locator('main form').first();
        await expect(support.getByRole('combobox').first()).toBeVisible();
        await expectNativeChoices(support, 3);
        await support.getByRole('button').last().click();
        const topic = support.getByRole('combobox').first();
        await expect(topic).toBeFocused();
        await expect(topic).toHaveAttribute('aria-invalid', 'true');
        await expect(support.getByText(REQUIRED[language]).first()).toBeVisible();
        await expectNoSidewaysScroll(page);
        await shoot(page, testInfo, `support-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `support, ${at}` });

        // The invitations' role and the company's country.
        await page.goto(`/companies/${nordlicht.id}/settings/invitations`);
        const invite = page.locator('main form').first();
        await expect(invite.getByRole('combobox')).toBeVisible();
        await expectNativeChoices(invite, 1);
        await expectNoSidewaysScroll(page);
        await shoot(page, testInfo, `invitations-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `invitations, ${at}` });

        await page.goto(`/account/companies/${nordlicht.id}`);
        const company = page.locator('main form').first();
        await expect(company.getByRole('combobox')).toBeVisible();
        await expectNativeChoices(company, 1);
        await expect(company.getByRole('combobox')).toHaveValue('DE');
        await expectNoSidewaysScroll(page);
        await shoot(page, testInfo, `company-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `company, ${at}` });
      });
    }
  }
});
