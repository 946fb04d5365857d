/**
 * A11Y-1: axe on every page of the route tree (read from the tree, `support/app-routes.ts`), signed
 * out and signed in, at 1280 and 375 px (each page opened once, scanned at both widths); and on the
 * states a route visit does not show: menus and the navigation drawer, error pages, empty states, a
 * form with its errors shown.
 */
import type { Page } from '@playwright/test';
import { COMPANIES, USERS, signIn, signInToDashboard, signedIn } from './support/auth';
import { appPages, type AppPage } from './support/app-routes';
import {
  A11Y_WIDTHS,
  A11Y_WIDTH_LIST,
  expectNoAxeViolations,
  expectNoAxeViolationsAtWidths,
} from './support/axe';
import { setSwitches } from './support/backend';
import { RETRY_STEP_MS, outwait } from './support/clock';
import { expect, test, type ConsoleErrors } from './support/fixtures';
import { settled, watchTraffic } from './support/settled';

const pages = appPages();

/** Opens `page` and waits until it shows its h1 (every page has one). */
async function open(page: Page, target: AppPage): Promise<'shown' | 'left for the provider'> {
  await page.goto(target.url);
  await settled(page);
  // A page that starts a sign-in or a registration hands over to the identity provider, a
  // separate system with pages of its own.
  if (new URL(page.url()).pathname.startsWith('/oidc/')) return 'left for the provider';
  await expect(page.locator('h1').first(), `${target.url} has an h1`).toBeVisible();
  return 'shown';
}

/** Opens every page of `list` once and scans it at each width (`expectNoAxeViolationsAtWidths`). */
async function scan(
  page: Page,
  list: readonly AppPage[],
  label: string,
  consoleErrors: ConsoleErrors,
): Promise<void> {
  watchTraffic(page);
  for (const target of list) {
    await test.step(`${label}: ${target.url}`, async () => {
      if (target.notFoundCall) consoleErrors.expectFailedResponse(404, target.notFoundCall);
      await page.setViewportSize(A11Y_WIDTHS[0]);
      if ((await open(page, target)) === 'left for the provider') return;
      await expectNoAxeViolationsAtWidths(page, `${label}: ${target.pattern}`, settled);
    });
  }
}

/** The signed-in sweep in parts of about equal length, so that the e2e workers share it out. */
const SIGNED_IN_PARTS = 3;

test(`[A11Y-1] every public page, signed out, has no axe violations at ${A11Y_WIDTH_LIST}`, async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await scan(
    page,
    pages.filter((p) => p.area === 'public'),
    'signed out',
    consoleErrors,
  );
});

for (let part = 1; part <= SIGNED_IN_PARTS; part += 1) {
  test(`[A11Y-1] every page, signed in, has no axe violations at ${A11Y_WIDTH_LIST} (part ${part} of ${SIGNED_IN_PARTS})`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(300_000);
    await signInToDashboard(page, USERS.owner.email);
    await scan(
      page,
      pages.filter((_, i) => i % SIGNED_IN_PARTS === part - 1),
      'signed in',
      consoleErrors,
    );
  });
}

for (const viewport of A11Y_WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`[A11Y-1][PERM-1] menus, error pages, empty states, closed service actions and a form with errors have no axe violations at ${viewport.width} px`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      test.setTimeout(180_000);
      const narrow = viewport.width < 600;
      // The error pages' retries wait on the page's clock, which the error step moves on.
      await page.clock.install();
      await signInToDashboard(page, USERS.owner.email);

      await test.step('menus and the navigation', async () => {
        if (narrow) {
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await expect(page.getByRole('navigation', { name: 'Company navigation' })).toBeVisible();
          await expectNoAxeViolations(page, { soft: true, label: 'navigation drawer' });
          await page.keyboard.press('Escape');
        }
        for (const opener of [/^Company:/, /Language:/, /^Account of/]) {
          await page.getByRole('button', { name: opener }).click();
          await expect(page.getByRole('menu')).toBeVisible();
          await expectNoAxeViolations(page, { soft: true, label: `menu ${opener.source}` });
          await page.keyboard.press('Escape');
          await expect(page.getByRole('menu')).toBeHidden();
        }
      });

      await test.step('a form with its errors shown', async () => {
        await page.goto(`/account/companies/${COMPANIES.nordlicht.id}`);
        const name = page.getByLabel('Company name');
        await expect(name).toHaveValue(COMPANIES.nordlicht.name);
        await name.fill('');
        await page.getByLabel('City').fill('');
        await page.getByRole('button', { name: /^Save/ }).click();
        await expect(name).toHaveAttribute('aria-invalid', 'true');
        await expect(name).toBeFocused();
        await expectNoAxeViolations(page, { soft: true, label: 'company form with errors' });
      });

      await test.step('error pages', async () => {
        await page.goto(`/companies/${COMPANIES.rheinperle.id}/dashboard`);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        await expectNoAxeViolations(page, {
          soft: true,
          label: 'not-found page (foreign company)',
        });

        // The network itself fails (behind nginx a dropped backend would be a 502 answer).
        consoleErrors.expect(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
        await page.route('**/api/account/companies', (route) =>
          route.abort('internetdisconnected'),
        );
        await page.goto(`/companies/${COMPANIES.nordlicht.id}/dashboard`);
        // Three retries (1 s, 2 s, 4 s) before the page gives up.
        const offline = page.getByRole('heading', { level: 1, name: 'Connection problem' });
        await outwait(page, () => offline.isVisible(), { stepMs: RETRY_STEP_MS });
        await expect(offline).toBeVisible({ timeout: 20_000 });
        await expectNoAxeViolations(page, { soft: true, label: 'connection problem page' });
        await page.unroute('**/api/account/companies');

        consoleErrors.expectFailedResponse(403, '/api/account/companies');
        await setSwitches(request, {
          faults: [{ method: 'GET', path: '/api/account/companies', fault: 'forbidden' }],
        });
        await page.goto(`/companies/${COMPANIES.nordlicht.id}/dashboard`);
        await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
        await expectNoAxeViolations(page, {
          soft: true,
          label: 'access denied (403 after renewal)',
        });

        consoleErrors.expectFailedResponse(500, '/api/account/companies');
        await setSwitches(request, {
          faults: [{ method: 'GET', path: '/api/account/companies', fault: 'serverError' }],
        });
        await page.goto(`/companies/${COMPANIES.nordlicht.id}/dashboard`);
        // Three retries (1 s, 2 s, 4 s) before the page gives up.
        const failed = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
        await outwait(page, () => failed.isVisible(), { stepMs: RETRY_STEP_MS });
        await expect(failed).toBeVisible({ timeout: 20_000 });
        await expectNoAxeViolations(page, { soft: true, label: 'unexpected-error page' });
        await setSwitches(request, { faults: [] });
      });

      await test.step('empty states', async () => {
        await page.context().clearCookies();
        await page.evaluate(() => sessionStorage.clear());
        await page.goto('/');
        await signIn(page, USERS.newbie.email);
        await expect(page.getByText('You do not belong to a company yet.')).toBeVisible();
        await expectNoAxeViolations(page, { soft: true, label: 'companies page, no company yet' });
      });

      await test.step('service actions closed to this user, with the reason', async () => {
        await page.context().clearCookies();
        await page.evaluate(() => sessionStorage.clear());
        await page.goto('/');
        // An adviser whose affiliation with Kowalski lacks editCompany: no orders there.
        await signIn(page, USERS.pro.email);
        await signedIn(page);
        await page.goto(`/companies/${COMPANIES.kowalski.id}/de-licensing-process`);
        // A first visit loads the licensing chunks and texts: on a busy machine that takes a while.
        await expect(
          page.getByRole('note').filter({ hasText: 'Some actions are not open to you' }),
        ).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('button', { name: 'Start a licence' }).first()).toBeDisabled();
        await expectNoAxeViolations(page, { soft: true, label: 'licences, ordering closed' });
      });
    });
  });
}
