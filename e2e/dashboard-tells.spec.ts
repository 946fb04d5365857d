import type { Page } from '@playwright/test';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * UX-14 in the browser: the sidebar lists the services of the company's markets and folds the
 * others under "Other services" (a disclosure the keyboard works), and "Company settings" is one
 * click from the company menu; at 375 px (the drawer) and at 1280 px (the column), axe-clean.
 * Alpenglück sells packaging in Austria and Germany: no WEEE, no batteries, not Spain.
 */
const companyNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Company navigation' }).filter({ visible: true });

for (const width of [375, 1280]) {
  test.describe(`a dashboard that tells at ${width} px (UX-14)`, () => {
    test.use({ viewport: { width, height: 812 } });

    test(`[UX-14] at ${width} px the sidebar shows the markets’ services and folds the rest under “Other services”, opened with the keyboard`, async ({
      page,
    }) => {
      await signInToDashboard(page, USERS.owner.email);
      await expect(page.getByTestId('current-company')).toContainText(COMPANIES.alpenglueck.name);
      if (width === 375) await page.getByRole('button', { name: 'Open navigation' }).click();
      const nav = companyNav(page);
      await expect(nav.getByRole('link', { name: 'Packaging licence Germany' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Packaging licence Austria' })).toBeVisible();
      await expect(nav.getByRole('link', { name: /^Battery registration/ })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: /NIE\/NIF/ })).toHaveCount(0);
      const toggle = nav.getByRole('button', { name: 'Other services' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expectNoAxeViolations(page, { label: `dashboard with folded services at ${width} px` });

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const battery = nav.getByRole('link', { name: 'Battery registration Germany' });
      await expect(battery).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Spanish NIE/NIF application' })).toBeVisible();
      // The unfolded list comes right after its button: Tab reaches its first link.
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'WEEE registration Germany' })).toBeFocused();
      await expectNoAxeViolations(page, {
        label: `dashboard with other services open at ${width} px`,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });

    test(`[UX-14] at ${width} px “Company settings” is one click from the company menu`, async ({
      page,
    }) => {
      await signInToDashboard(page, USERS.owner.email);
      await page.getByRole('button', { name: /^Company: / }).click();
      const settings = page.getByRole('menuitem', { name: 'Company settings' });
      await expect(settings).toBeVisible();
      await expectNoAxeViolations(page, { label: `company menu at ${width} px` });
      await settings.click();
      await expect(page).toHaveURL(new RegExp(`/companies/${COMPANIES.alpenglueck.id}/settings$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('menu')).toHaveCount(0);
    });
  });
}
