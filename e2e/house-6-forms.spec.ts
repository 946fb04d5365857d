/**
 * HOUSE-6, the form pages within their route budget: the forms whose choices moved to the
 * browser's own select (`FormNativeSelectField`) still work in a real browser, in English and
 * German, at 1280 and 375 px: each choice is a `<select>` with its label clear of the arrow, the
 * page does not scroll sideways, a required choice left empty says so and takes the focus, and the
 * page is axe-clean. Screenshots of every form go to the test's output folder for a look.
 */
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import {
  REQUIRED,
  chooseLanguage,
  expectNativeChoices,
  expectNoSidewaysScroll,
  shoot,
} from './support/light-forms';

const { nordlicht } = COMPANIES;
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
