import type { Request } from '@playwright/test';
import { COMPANIES, DASHBOARD_URL, USERS, expectSignInForm, signIn } from './support/auth';
import { expect, test } from './support/fixtures';

// `@dev-smoke`: also run on the webpack dev server (project `dev-smoke`, playwright.config.ts).
test.describe('sign-in', () => {
  test('[AUTH-1][AUTH-6][AUTH-8][ROUTE-3][ROUTE-4] owner signs in through the local provider and lands on the dashboard @dev-smoke', async ({
    page,
    baseURL,
  }) => {
    const authorizeRequests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/oidc/auth') authorizeRequests.push(url);
    });

    await page.goto('/');
    await expectSignInForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    // AUTH-1: the authorization request asks for the right scopes and tells the provider the language.
    expect(authorizeRequests).toHaveLength(1);
    const authorize = authorizeRequests[0]!;
    expect(authorize.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'email',
      'offline_access',
      'openid',
      'profile',
    ]);
    expect(authorize.searchParams.get('locale')).toBe('en');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${baseURL}/login`);

    await signIn(page, USERS.owner.email);

    // ROUTE-4: `/` -> /companies/dashboard -> the first company's dashboard.
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/companies/[^/]+/dashboard$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome back, Olivia.')).toBeVisible();
    await expect(page.getByTestId('current-company')).toContainText(COMPANIES.alpenglueck.name);
    // UX-6: who is signed in, and for which companies, is the user menu's (not a dashboard card).
    await page.getByRole('button', { name: `Account of ${USERS.owner.name}` }).click();
    const identity = page.getByTestId('user-identity');
    await expect(identity).toContainText(USERS.owner.name);
    await expect(identity).toContainText(USERS.owner.email);
    await expect(identity).toContainText(COMPANIES.alpenglueck.name);
    await expect(identity).toContainText(COMPANIES.nordlicht.name);
    await page.keyboard.press('Escape');

    // AUTH-6: the sign-in indicator cookie, 1800 s.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'signedIn');
    expect(cookie, 'cookie signedIn').toBeDefined();
    expect(cookie!.value).toBe('true');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(1800 - 60);
    expect(lifetime).toBeLessThanOrEqual(1800 + 5);
  });

  test('[AUTH-1][AUTH-16] a wrong password shows the provider error and stays on the sign-in form', async ({
    page,
    consoleErrors,
  }) => {
    // The identity provider answers the refused sign-in form with 401 (its page, not the app's);
    // Chromium logs that answer as an error.
    consoleErrors.expectFailedResponse(401, /\/oidc\/interaction\/[^/?#]+\/login/);
    await page.goto('/');
    await signIn(page, USERS.owner.email, 'not-the-password');

    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    await expectSignInForm(page);
    await expect(page.locator('input[name="email"]')).toHaveValue(USERS.owner.email);
    await expect(page.locator('input[name="password"]')).toHaveAttribute('aria-invalid', 'true');
    expect((await page.context().cookies()).some((c) => c.name === 'signedIn')).toBe(false);

    // The right password still works from here.
    await signIn(page, USERS.owner.email);
    await expect(page).toHaveURL(DASHBOARD_URL);
  });

  test('[LOADER-2][AUTH-8][AUTH-2] a deep link without company comes back after sign-in with the company, path and query @dev-smoke', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/companies/dashboard/de/packaging?x=1');
    await signIn(page, USERS.owner.email);

    await expect(page).toHaveURL(
      `${baseURL}/companies/${COMPANIES.alpenglueck.id}/dashboard/de/packaging?x=1`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Germany: Packaging' })).toBeVisible();
  });

  test('[ROUTE-3][FLAG-1] the first page after sign-in asks for the user, the flags and the companies at most once each', async ({
    page,
  }) => {
    const counted = ['/api/account/getUser', '/api/user/config/features', '/api/account/companies'];
    const seen: string[] = [];
    const open = new Set<Request>();
    page.on('request', (request: Request) => open.add(request));
    page.on('requestfinished', (request: Request) => open.delete(request));
    page.on('requestfailed', (request: Request) => open.delete(request));
    page.on('request', (request: Request) => {
      if (request.method() !== 'GET') return;
      const { pathname } = new URL(request.url());
      if (counted.includes(pathname)) seen.push(pathname);
    });

    // The page's clock, so a minute of timers (revalidation, retries) runs without waiting for it.
    await page.clock.install();
    await page.goto('/');
    await signIn(page, USERS.owner.email);
    await expect(page).toHaveURL(DASHBOARD_URL);
    await expect(
      page.getByRole('button', { name: `Account of ${USERS.owner.name}` }),
    ).toBeVisible();
    await expect(page.getByTestId('current-company')).toContainText(COMPANIES.alpenglueck.name);
    // Late effects (refetch on mount, timers) show themselves: the network settles, then a minute
    // of the page's timers runs, then every request they started has ended.
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(60_000);
    await expect.poll(() => open.size).toBe(0);

    const counts = Object.fromEntries(
      counted.map((path) => [path, seen.filter((p) => p === path).length]),
    );
    expect(counts).toEqual({
      '/api/account/getUser': 1,
      '/api/user/config/features': 1,
      '/api/account/companies': 1,
    });
  });
});
