import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  COMPANIES,
  DASHBOARD_URL,
  USERS,
  expectSignInForm,
  signIn,
  signInToDashboard,
} from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { RETRY_STEP_MS, outwait } from './support/clock';
import { expect, test } from './support/fixtures';

const SCREENSHOT_DIR = path.join('test-results', 'screenshots');

const companyNav = (page: Page) => page.getByRole('navigation', { name: 'Company navigation' });

/** The dashboard with its data: the current company's card filled in. */
async function expectDashboardOf(page: Page, companyName: string): Promise<void> {
  await expect(page).toHaveURL(DASHBOARD_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('current-company')).toContainText(companyName);
  await expect(
    page.getByRole('button', { name: `Company: ${companyName}. Switch company` }),
  ).toBeVisible();
}

test.describe('app shell', () => {
  test('[ROUTE-5][ROUTE-6] owner switches company in the top bar and keeps the current section', async ({
    page,
    baseURL,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    const { alpenglueck, nordlicht } = COMPANIES;

    await companyNav(page).getByRole('link', { name: 'Germany', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/companies/${alpenglueck.id}/dashboard/de/packaging`);
    await expect(page.getByRole('heading', { level: 1, name: 'Germany: Packaging' })).toBeVisible();

    await page.getByRole('button', { name: /^Company:/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: new RegExp(alpenglueck.name) })).toBeVisible();
    await menu.getByRole('menuitem', { name: new RegExp(nordlicht.name) }).click();

    await expect(page).toHaveURL(`${baseURL}/companies/${nordlicht.id}/dashboard/de/packaging`);
    await expect(page.getByRole('heading', { level: 1, name: 'Germany: Packaging' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Company: ${nordlicht.name}. Switch company` }),
    ).toBeVisible();

    // The choice is remembered: `/companies/dashboard` now opens the other company (LOADER-2, LOADER-5).
    await page.goto('/companies/dashboard');
    await expect(page).toHaveURL(`${baseURL}/companies/${nordlicht.id}/dashboard`);
    await expectDashboardOf(page, nordlicht.name);
  });

  test('[LOADER-1][I18N-3] a user without company creates one on the companies page and comes back to a dashboard', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signIn(page, USERS.newbie.email);

    await expect(page).toHaveURL(/\/account\/companies\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/account/companies');
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.get('goBackTo')).toBe(`${baseURL}/companies/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your companies' })).toBeVisible();
    await expect(page.getByText('You do not belong to a company yet.')).toBeVisible();

    const form = page.getByRole('form', { name: 'Create company' });
    await form.getByLabel('Company name').fill('Testwerk Verpackungen GmbH');
    await form.getByLabel('Legal form').fill('GmbH');
    await form.getByLabel('Street and number').fill('Hauptstraße 1');
    await form.getByLabel('Postal code').fill('1010');
    await form.getByLabel('City').fill('Wien');
    await form.getByRole('combobox', { name: /Country/ }).selectOption({ label: 'Austria' });
    await expect(form.getByRole('combobox', { name: /Country/ })).toHaveValue('AT');
    // VAT ID is optional: left empty.
    await form.getByLabel('Contact e-mail').fill('office@testwerk.example');
    await form.getByLabel('Phone').fill('+43 1 2345678');
    await form.getByRole('button', { name: 'Create company' }).click();

    await expect(page.getByText('Testwerk Verpackungen GmbH was created.')).toBeVisible();
    await expectDashboardOf(page, 'Testwerk Verpackungen GmbH');
    await expect(page.getByTestId('current-company')).toContainText(
      'Hauptstraße 1, 1010 Wien, Austria',
    );
  });

  test('[LOADER-4] a company that needs an update is reviewed on the company page, then the dashboard opens', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await signIn(page, USERS.outdated.email);

    const { altmann } = COMPANIES;
    await expect(page).toHaveURL(new RegExp(`/account/companies/${altmann.id}\\?`));
    const url = new URL(page.url());
    expect(url.searchParams.get('locale')).toMatch(/^(en|de)$/);
    expect(url.searchParams.get('nextLocation')).toBe(
      `${baseURL}/companies/${altmann.id}/dashboard`,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: `Details of ${altmann.name}` }),
    ).toBeVisible();
    await expect(
      page.getByText("Please review and confirm your company's details before you continue."),
    ).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveValue(altmann.name);

    await page.getByLabel('VAT ID').fill('DE287654321');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page.getByText('The company details were saved.')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/companies/${altmann.id}/dashboard`);
    await expectDashboardOf(page, altmann.name);
    await expect(page.getByTestId('current-company')).toContainText('VAT ID DE287654321');
  });

  test('[FLAG-3][FLAG-4] with every flag off a gated section redirects to the dashboard and has no link', async ({
    page,
    baseURL,
  }) => {
    const { rheinperle } = COMPANIES;
    // Typed before sign-in ...
    await page.goto(`/companies/${rheinperle.id}/weee-de`);
    await signIn(page, USERS.flagsOff.email);
    await expect(page).toHaveURL(`${baseURL}/companies/${rheinperle.id}/dashboard`);
    await expectDashboardOf(page, rheinperle.name);

    // ... and typed again while signed in.
    await page.goto(`/companies/${rheinperle.id}/weee-de`);
    await expect(page).toHaveURL(`${baseURL}/companies/${rheinperle.id}/dashboard`);
    await expectDashboardOf(page, rheinperle.name);

    const nav = companyNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Germany', exact: true })).toBeVisible();
    for (const gated of [
      'WEEE Germany',
      'WEEE Austria',
      'Packaging licence Germany',
      'Batteries Germany',
      'Start a process',
    ]) {
      await expect(nav.getByRole('link', { name: gated })).toHaveCount(0);
    }
  });

  test('[LOADER-3][ERR-2][LOADER-6] an unknown company id shows the not-found page with a link back', async ({
    page,
    baseURL,
  }) => {
    await signInToDashboard(page, USERS.owner.email);

    for (const id of ['nope', COMPANIES.rheinperle.id]) {
      await page.goto(`/companies/${id}/dashboard`);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(
        page.getByText('The page you are looking for does not exist or you have no access to it.'),
      ).toBeVisible();
      await expect(page.getByText(COMPANIES.rheinperle.name)).toHaveCount(0);
    }
    const back = page.getByRole('link', { name: 'Back to the start page' });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(`${baseURL}/companies/${COMPANIES.alpenglueck.id}/dashboard`);
    await expectDashboardOf(page, COMPANIES.alpenglueck.name);
  });

  test.describe('German browser', () => {
    test.use({ locale: 'de-DE' });

    test('[I18N-2][I18N-1][AUTH-1] a German browser gets German at the provider and in the app', async ({
      page,
    }) => {
      const authorize: URL[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/oidc/auth') authorize.push(url);
      });
      await page.goto('/');
      await expectSignInForm(page);
      expect(authorize[0]?.searchParams.get('locale')).toBe('de');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
      await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
      await expect(page.getByLabel('Passwort')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();

      await signIn(page, USERS.owner.email);
      await expect(page).toHaveURL(DASHBOARD_URL);
      await expect(page.getByTestId('current-company')).toContainText(COMPANIES.alpenglueck.name);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    });
  });

  test('[ERR-2][ERR-4][ERR-5][X-A11Y-1] dashboard, not-found page and error pages have no axe violations', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // The retries' back-off runs on the page's clock, which the error step moves on.
    await page.clock.install();
    await signInToDashboard(page, USERS.owner.email);
    await expect(page.getByTestId('current-company')).toContainText(COMPANIES.alpenglueck.name);
    await expect(
      page.getByRole('button', { name: `Account of ${USERS.owner.name}` }),
    ).toBeVisible();
    await test.step('dashboard', () =>
      expectNoAxeViolations(page, { soft: true, label: 'dashboard' }));

    await test.step('not-found page (unknown country section)', async () => {
      await page.goto(`/companies/${COMPANIES.alpenglueck.id}/dashboard/zz/packaging`);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, { soft: true, label: 'not-found page (unknown country)' });
    });

    await test.step('not-found page (unknown path)', async () => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expectNoAxeViolations(page, { soft: true, label: 'not-found page (unknown path)' });
    });

    await test.step('unexpected-error page (companies answer 500)', async () => {
      // The 500s below are this step's point; Chromium logs each failed answer as an error.
      consoleErrors.expectFailedResponse(500, '/api/account/companies');
      await page.route('**/api/account/companies', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'boom' }),
        }),
      );
      await page.goto(`/companies/${COMPANIES.alpenglueck.id}/dashboard`);
      // Queries retry 5xx three times (1 s, 2 s, 4 s) before the error page shows.
      const heading = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
      await outwait(page, () => heading.isVisible(), { stepMs: RETRY_STEP_MS });
      await expect(heading).toBeVisible({ timeout: 20_000 });
      await expect(
        page.getByText('An unexpected error occurred. Reload the page to try again.'),
      ).toBeVisible();
      const reload = page.getByRole('button', { name: 'Reload the page' });
      await expect(reload).toBeVisible();
      await expectNoAxeViolations(page, { soft: true, label: 'unexpected-error page' });

      // ERR-5: the round button reloads the page, which now loads.
      await page.unroute('**/api/account/companies');
      await reload.click();
      await expect(page).toHaveURL(`${baseURL}/companies/${COMPANIES.alpenglueck.id}/dashboard`);
      await expectDashboardOf(page, COMPANIES.alpenglueck.name);
    });
  });

  test.describe('narrow screen (375 px)', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('[ROUTE-6] the dashboard fits 375 px and the navigation opens from the menu button', async ({
      page,
    }) => {
      await signInToDashboard(page, USERS.owner.email);
      await expect(
        page.getByRole('button', { name: `Account of ${USERS.owner.name}` }),
      ).toBeVisible();
      await expect(page.getByTestId('current-company')).toContainText(COMPANIES.alpenglueck.name);

      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'dashboard-375.png'),
        fullPage: true,
      });

      const widths = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(widths.scrollWidth, 'no horizontal scrolling at 375 px').toBeLessThanOrEqual(375);

      // The side navigation is hidden; the menu button opens it as a drawer.
      await expect(companyNav(page)).toBeHidden();
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const nav = companyNav(page);
      await expect(nav).toBeVisible();
      await nav.getByRole('link', { name: 'Austria', exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Austria: Packaging' }),
      ).toBeVisible();
      await expect(companyNav(page)).toBeHidden();
    });
  });

  test('[ROUTE-6] the dashboard at 1280 px shows the navigation beside the content', async ({
    page,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    await expect(
      page.getByRole('button', { name: `Account of ${USERS.owner.name}` }),
    ).toBeVisible();
    await expect(page.getByTestId('current-company')).toContainText(COMPANIES.alpenglueck.name);
    await expect(companyNav(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );

    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'dashboard-1280.png'),
      fullPage: true,
    });
  });
  test('[UX-10] moving between sections and into a client company never blanks the shell or the content', async ({
    page,
  }) => {
    /** Samples every frame: the top bar, and how much the main region holds (text or skeleton). */
    const startSampling = () =>
      page.evaluate(() => {
        const samples: { path: string; banner: boolean; filled: boolean }[] = [];
        (window as unknown as { uxSamples: typeof samples }).uxSamples = samples;
        const tick = () => {
          const main = document.querySelector('main');
          samples.push({
            path: location.pathname,
            banner: document.querySelector('header') !== null,
            filled:
              main !== null &&
              (main.innerText.trim().length > 0 ||
                main.querySelector('.MuiSkeleton-root, [role="progressbar"]') !== null),
          });
          requestAnimationFrame(tick);
        };
        tick();
      });
    const samples = () =>
      page.evaluate(
        () =>
          (window as unknown as { uxSamples: { path: string; banner: boolean; filled: boolean }[] })
            .uxSamples,
      );

    await signInToDashboard(page, USERS.owner.email);
    await startSampling();
    for (const name of ['Deadlines', 'Documents', 'Germany', 'Dashboard', 'Deadlines']) {
      await companyNav(page).getByRole('link', { name, exact: true }).click();
      await page.waitForLoadState('networkidle');
    }
    await expect(page).toHaveURL(/\/dashboard\/deadlines$/);
    const owner = await samples();
    expect(new Set(owner.map((s) => s.path)).size).toBeGreaterThanOrEqual(4);
    expect(owner.filter((s) => !s.banner || !s.filled)).toEqual([]);

    // An adviser opening a client from the workspace: the shell stays up the whole way.
    await page.context().clearCookies();
    const adviser = await page.context().browser()!.newContext();
    const pro = await adviser.newPage();
    await signInToDashboard(pro, USERS.pro.email);
    await pro.goto('/workspace');
    await expect(pro.getByRole('heading', { level: 1, name: 'Adviser workspace' })).toBeVisible();
    await pro.evaluate(() => {
      const samples: boolean[] = [];
      (window as unknown as { uxSamples: boolean[] }).uxSamples = samples;
      const tick = () => {
        const main = document.querySelector('main');
        samples.push(
          document.querySelector('header') !== null &&
            main !== null &&
            (main.innerText.trim().length > 0 || main.querySelector('.MuiSkeleton-root') !== null),
        );
        requestAnimationFrame(tick);
      };
      tick();
    });
    await pro.getByRole('button', { name: 'Open' }).first().click();
    await expect(pro).toHaveURL(DASHBOARD_URL);
    await expect(pro.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const opened = await pro.evaluate(
      () => (window as unknown as { uxSamples: boolean[] }).uxSamples,
    );
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.filter((ok) => !ok)).toEqual([]);
    await adviser.close();
  });
});
