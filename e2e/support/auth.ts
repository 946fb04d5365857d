import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/** Fixture users (mocks/data/fixtures/users.ts). */
export const USERS = {
  owner: { email: 'owner@example.com', name: 'Olivia Owner' },
  newbie: { email: 'newbie@example.com', name: 'Noah Newman' },
  outdated: { email: 'outdated@example.com', name: 'Ottilie Altmann' },
  flagsOff: { email: 'flagsoff@example.com', name: 'Felix Flagg' },
} as const;

/** Fixture companies (mocks/data/fixtures/companies.ts). */
export const COMPANIES = {
  alpenglueck: { id: 'cmp-0001', name: 'Alpenglück Naturkosmetik GmbH' },
  nordlicht: { id: 'cmp-0002', name: 'Nordlicht Versand GmbH' },
  altmann: { id: 'cmp-0003', name: 'Altmann Holzspielwaren e.K.' },
  rheinperle: { id: 'cmp-0004', name: 'Rheinperle Feinkost GmbH' },
} as const;

/** The provider's interaction pages: `/oidc/interaction/<uid>` (sign-in and registration). */
export const PROVIDER_FORM_URL = /\/oidc\/interaction\/[^/?#]+/;

/** Waits for the identity provider's sign-in form (mocks/identity-provider/views.ts, `loginPage`). */
export async function expectSignInForm(page: Page): Promise<void> {
  await expect(page).toHaveURL(PROVIDER_FORM_URL, { timeout: 20_000 });
  await expect(page.locator('form input[name="email"]')).toBeVisible();
  await expect(
    page.locator('form input[name="password"][autocomplete="current-password"]'),
  ).toBeVisible();
}

/**
 * Fills the identity provider's sign-in form and submits it. The page must be on its way to, or
 * on, the form (e.g. after `page.goto('/')`). Fields are found by name, so it works in every
 * language of the provider's pages.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expectSignInForm(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** `/companies/<id>/dashboard...` with any company id. */
export const DASHBOARD_URL = /\/companies\/[^/?#]+\/dashboard(?:[/?#]|$)/;

/** Signs in from `/` and waits for the dashboard of the first company. */
export async function signInToDashboard(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await signIn(page, email);
  await expect(page).toHaveURL(DASHBOARD_URL, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
