import { expect, type Page } from '@playwright/test';
import { COMPANY_IDS, companyFixtures } from '../../mocks/common/data/fixtures/companies';
import { DEMO_PASSWORD, USER_IDS, userFixtures } from '../../mocks/common/data/fixtures/users';

export { DEMO_PASSWORD };

const fixtureUser = (id: string) => {
  const user = userFixtures.find((u) => u.id === id)!;
  return { id, email: user.email, name: `${user.givenName} ${user.familyName}` };
};
const fixtureCompany = (id: string) => ({
  id,
  name: companyFixtures.find((c) => c.id === id)!.name,
});

/** Fixture users, as the mock data defines them. */
export const USERS = {
  owner: fixtureUser(USER_IDS.owner),
  newbie: fixtureUser(USER_IDS.newbie),
  outdated: fixtureUser(USER_IDS.outdated),
  flagsOff: fixtureUser(USER_IDS.flagsOff),
  pro: fixtureUser(USER_IDS.pro),
  admin: fixtureUser(USER_IDS.admin),
};

/** Fixture companies, as the mock data defines them. */
export const COMPANIES = {
  alpenglueck: fixtureCompany(COMPANY_IDS.alpenglueck),
  nordlicht: fixtureCompany(COMPANY_IDS.nordlicht),
  altmann: fixtureCompany(COMPANY_IDS.altmann),
  rheinperle: fixtureCompany(COMPANY_IDS.rheinperle),
  solYMar: fixtureCompany(COMPANY_IDS.solYMar),
  kowalski: fixtureCompany(COMPANY_IDS.kowalski),
  maisonLavande: fixtureCompany(COMPANY_IDS.maisonLavande),
};

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

/**
 * Waits until a sign-in started with `signIn` has come back into the app: the provider's form is
 * gone and the account menu is there. Navigating before that interrupts the callback, and the
 * app then says "Sign-in did not complete".
 */
export async function signedIn(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(PROVIDER_FORM_URL, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Account of/ })).toBeVisible({ timeout: 20_000 });
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
