import type { Browser, Page } from '@playwright/test';
import {
  DASHBOARD_URL,
  PROVIDER_FORM_URL,
  USERS,
  expectSignInForm,
  signIn,
  signInToDashboard,
} from './support/auth';
import { expectNoAxeViolationsAtWidths } from './support/axe';
import { setSwitches } from './support/backend';
import { expect, test } from './support/fixtures';
import { mailTo } from './support/mailbox';

/**
 * Issue 31 part 2 (TRUST-13, sessions end when they should) in the browser, behind nginx: a
 * password reset ends the provider session another browser still has, and the provider's sign-in
 * throttling shows on its page. Every test starts from a reset backend (throttling on, counts
 * cleared: `cleanBackend` in ./support/fixtures).
 */

const NEW_PASSWORD = 'Alpenglueck-2026';

/** Another browser (an attacker's, with the stolen password): a context of its own. */
async function otherBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

/** Submits the provider's sign-in form as it is (the address already typed or kept). */
async function submitPassword(page: Page, password: string): Promise<void> {
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

test.describe('TRUST-13: sessions end when they should', () => {
  test('[TRUST-13] a password reset ends another browser’s session: its renewal is refused and it lands on the sign-in form, not the dashboard, also with the provider’s cookie', async ({
    page,
    request,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    // What a revoked session meets on its way to the sign-in form: its access token refused by
    // the APIs (401), its refresh token by the provider (400 invalid_grant).
    consoleErrors.expectFailedResponse(401, /\/api\/.+/);
    consoleErrors.expectFailedResponse(400, '/oidc/token');
    const attacker = await otherBrowser(browser, baseURL);
    try {
      await signInToDashboard(attacker.page, USERS.owner.email);

      // The owner asks for a reset and sets a new password through the mailed link.
      await signInToDashboard(page, USERS.owner.email);
      await page.goto('/account/profile');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(
        page.getByText(`A password reset link was sent to ${USERS.owner.email}.`).first(),
      ).toBeVisible();
      const mail = await mailTo(request, USERS.owner.email, 'passwordReset');
      await page.goto(mail.links[0]!.url);
      await page.getByLabel('New password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save password' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

      // The other browser's next renewal is refused and the app sends it to sign in: the
      // provider asks for the password although its session cookie is still there.
      const cookies = await attacker.context.cookies();
      expect(cookies.some((c) => c.path.startsWith('/oidc'))).toBe(true);
      await attacker.page.reload();
      await expectSignInForm(attacker.page);
      await expect(attacker.page).not.toHaveURL(DASHBOARD_URL);

      // A new authorization with nothing of the app left but the provider's cookie: the same.
      await attacker.page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      await attacker.page.goto('/');
      await expectSignInForm(attacker.page);
      await submitPassword(attacker.page, 'demo');
      await expect(attacker.page.getByTestId('login-error')).toBeVisible();
      await expect(attacker.page).toHaveURL(PROVIDER_FORM_URL);
    } finally {
      await attacker.context.close();
    }

    // The owner, with the new password, is in.
    await page.context().clearCookies();
    await page.goto('/');
    await signIn(page, USERS.owner.email, NEW_PASSWORD);
    await expect(page).toHaveURL(DASHBOARD_URL, { timeout: 20_000 });
  });

  test('[TRUST-13] past 5 failed sign-ins of an address the provider’s page says when to try again, in its language, keeps the address and refuses even the right password', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const loginPost = /\/oidc\/interaction\/[^/]+\/login/;
    consoleErrors.expectFailedResponse(401, loginPost);
    consoleErrors.expectFailedResponse(429, loginPost);
    await page.goto('/');
    await expectSignInForm(page);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.locator('input[name="email"]').fill(USERS.owner.email);
      await submitPassword(page, `wrong-${attempt}`);
      await expect(page.getByTestId('login-error')).toHaveText(
        'The email or password is not correct.',
      );
    }

    const refused = page.waitForResponse(
      (r) => loginPost.test(r.url()) && r.request().method() === 'POST',
    );
    await submitPassword(page, 'demo');
    const answer = await refused;
    expect(answer.status()).toBe(429);
    expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(14 * 60);
    await expect(page.getByTestId('login-error')).toHaveText(
      'Too many attempts. Try again in 15 minutes.',
    );
    await expect(page.locator('input[name="email"]')).toHaveValue(USERS.owner.email);
    await expect(page).not.toHaveURL(DASHBOARD_URL);
    await expectNoAxeViolationsAtWidths(page, 'throttled sign-in', async () => undefined);

    // The same page in German says it in German.
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.locator('input[name="email"]').fill(USERS.owner.email);
    await submitPassword(page, 'demo');
    await expect(page.getByTestId('login-error')).toHaveText(
      'Zu viele Versuche. Versuchen Sie es in 15 Minuten erneut.',
    );

    // With the test switch off, the right password signs in (how the rest of the suite runs).
    await setSwitches(request, { signInThrottle: false });
    await submitPassword(page, 'demo');
    await expect(page).toHaveURL(DASHBOARD_URL, { timeout: 20_000 });
  });
});
