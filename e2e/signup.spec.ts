import type { Page } from '@playwright/test';
import { PROVIDER_FORM_URL } from './support/auth';
import { expect, test } from './support/fixtures';
import { confirmAddressFromMailbox } from './support/mailbox';

/** The provider's registration form (mocks/identity-provider/views.ts, `registerPage`). */
async function expectRegistrationForm(page: Page): Promise<void> {
  await expect(page).toHaveURL(PROVIDER_FORM_URL, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  for (const label of ['Given name', 'Family name', 'Email address', 'Password']) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
}

/** Authorization requests (`/oidc/auth?...`) the page sends. */
function recordAuthorizeRequests(page: Page): URL[] {
  const requests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/oidc/auth') requests.push(url);
  });
  return requests;
}

/** Every URL the main frame showed, in order. */
function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

test.describe('sign-up', () => {
  test('[AUTH-3][AUTH-4] /signup with campaign data reaches the registration form with the marketing parameters', async ({
    page,
  }) => {
    const authorize = recordAuthorizeRequests(page);
    await page.goto(
      '/signup?utm_campaign=spring&utm_source=newsletter&utm_medium=email&utm_term=epr',
    );

    await expectRegistrationForm(page);
    const marketing = page.getByTestId('marketing-params');
    await expect(marketing).toBeVisible();
    await expect(marketing).toContainText('utm_campaign=spring');
    await expect(marketing).toContainText('utm_source=newsletter');
    await expect(marketing).toContainText('utm_medium=email');
    await expect(marketing).toContainText('utm_term=epr');

    expect(authorize).toHaveLength(1);
    const params = authorize[0]!.searchParams;
    expect(params.get('forceRegistration')).toBe('true');
    expect(params.get('utm_campaign')).toBe('spring');
    expect(params.get('utm_source')).toBe('newsletter');
    expect(params.get('utm_medium')).toBe('email');
    expect(params.get('utm_term')).toBe('epr');
  });

  test('[AUTH-5][AUTH-3] /signup with partial campaign data replaces the address and registers without marketing parameters', async ({
    page,
  }) => {
    const authorize = recordAuthorizeRequests(page);
    await page.goto('/disclaimer');
    await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
    const navigations = recordNavigations(page);
    await page.goto('/signup?utm_source=x');

    await expectRegistrationForm(page);
    await expect(page.getByTestId('marketing-params')).toHaveCount(0);
    expect(page.url()).not.toContain('utm_');

    // The partial utm data never reached the provider.
    expect(authorize).toHaveLength(1);
    expect([...authorize[0]!.searchParams.keys()].filter((key) => key.startsWith('utm_'))).toEqual(
      [],
    );
    expect(authorize[0]!.searchParams.get('forceRegistration')).toBe('true');

    // `/signup` is a pass-through: its history entry is replaced by the provider's page, so Back
    // returns to where the visitor came from and never shows the partial utm data again.
    await page.goBack();
    await expect(page).toHaveURL(/\/disclaimer$/);
    expect(
      navigations.filter((url) => url.includes('utm_') && !url.includes('/signup?utm_source=x')),
    ).toEqual([]);
  });

  test('[AUTH-4][AUTH-6][AUTH-8][LOADER-1] a new user registers and lands signed in on the companies page', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto('/signup?utm_campaign=spring&utm_source=newsletter&utm_medium=email');
    await expectRegistrationForm(page);

    await page.getByLabel('Given name', { exact: true }).fill('Erika');
    await page.getByLabel('Family name', { exact: true }).fill('Endtoend');
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    // [TRUST-12] Signed in only once the address is confirmed through the mailed link.
    await confirmAddressFromMailbox(page, request, email);

    // A new user has no company: the account service's companies page, with locale and goBackTo.
    await expect(page).toHaveURL(/\/account\/companies\?/, { timeout: 20_000 });
    const url = new URL(page.url());
    expect(url.origin).toBe(baseURL);
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.get('goBackTo')).toBe(`${baseURL}/companies/dashboard`);

    await expect(page.getByRole('heading', { level: 1, name: 'Your companies' })).toBeVisible();
    await expect(
      page.getByText('You do not belong to a company yet. Create your company to continue.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New company' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account of Erika Endtoend' })).toBeVisible();
    expect(
      (await page.context().cookies()).some((c) => c.name === 'signedIn' && c.value === 'true'),
    ).toBe(true);
  });
});
