/**
 * TRUST-17 in the production build: through a dropped connection.
 *
 * A page whose code was never downloaded, opened offline, shows the connection screen (not
 * "Something went wrong… reload") and loads by itself once the browser is online again: webpack
 * downloads a chunk whose first download failed again on the next `import()`. And a save that
 * fails says so, keeps the input and offers "Try again", which then saves.
 */
import type { Page } from '@playwright/test';
import common from '../locales/en/common.json';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { setSwitches } from './support/backend';
import { expect, test } from './support/fixtures';

const { alpenglueck, nordlicht } = COMPANIES;
const companyNav = (page: Page) => page.getByRole('navigation', { name: 'Company navigation' });
const connectionScreen = (page: Page) =>
  page.getByRole('heading', { level: 1, name: common.errors.network.title });

/** Pages of the company navigation the dashboard does not download: their chunks come on click. */
const UNVISITED = [
  { link: 'Deadlines', path: '/dashboard/deadlines' },
  { link: 'Documents', path: '/dashboard/documents' },
  { link: 'What changed', path: '/changes' },
];

test('[TRUST-17] offline, pages never visited show the connection screen, and load by themselves when the connection returns, without a reload', async ({
  page,
  context,
  consoleErrors,
}) => {
  // Chromium logs each download the offline browser cannot make (chunks, texts, the bell's count).
  consoleErrors.expect(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  await signInToDashboard(page, USERS.owner.email);
  // A reload would lose this: the page's own state, and the proof that nothing reloaded.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  for (const { link, path } of UNVISITED) {
    await context.setOffline(true);
    await expect(page.getByTestId('connection-banner')).toBeVisible();
    await companyNav(page).getByRole('link', { name: link, exact: true }).click();
    await expect(connectionScreen(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText(common.errors.unexpected.title)).toHaveCount(0);
    await expect(page.getByText(/reload/i)).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: link, exact: true })).toBeVisible();
    await expect(connectionScreen(page)).toHaveCount(0);
  }
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});

interface SavedForm {
  name: string;
  /** The request the fault hits, as the dev backend's `faults` switch matches it. */
  target: { method: 'POST' | 'PUT'; path: string };
  /** Signs in, opens the form and types into it. */
  fill(page: Page): Promise<void>;
  save(page: Page): Promise<void>;
  kept(page: Page): Promise<void>;
  saved(page: Page): Promise<void>;
}

const AT_DRAFT = 'prc-0003';

const FORMS: SavedForm[] = [
  {
    name: 'invitation form',
    target: { method: 'POST', path: `/api/account/companies/${alpenglueck.id}/invitations` },
    fill: async (page) => {
      await signInToDashboard(page, USERS.owner.email);
      await page.goto(`/companies/${alpenglueck.id}/settings/invitations`);
      await page
        .getByRole('form', { name: 'Invite by e-mail' })
        .getByLabel('E-mail address')
        .fill('jonas@example.com');
    },
    save: (page) => page.getByRole('button', { name: 'Send invitation' }).click(),
    kept: (page) =>
      expect(
        page.getByRole('form', { name: 'Invite by e-mail' }).getByLabel('E-mail address'),
      ).toHaveValue('jonas@example.com'),
    saved: (page) => expect(page.getByText('Invitation sent to jonas@example.com.')).toBeVisible(),
  },
  {
    name: 'company details form',
    target: { method: 'PUT', path: `/api/account/companies/${nordlicht.id}` },
    fill: async (page) => {
      await signInToDashboard(page, USERS.owner.email);
      await page.goto(`/account/companies/${nordlicht.id}`);
      await expect(page.getByLabel('Company name')).toHaveValue(nordlicht.name);
      await page.getByLabel('City').fill('Hamburg-Altona');
    },
    save: (page) => page.getByRole('button', { name: 'Save changes' }).click(),
    kept: (page) => expect(page.getByLabel('City')).toHaveValue('Hamburg-Altona'),
    saved: (page) => expect(page.getByText('The company details were saved.')).toBeVisible(),
  },
  {
    name: 'licensing wizard step',
    target: { method: 'PUT', path: `/api/companies/${alpenglueck.id}/licences/${AT_DRAFT}` },
    fill: async (page) => {
      await signInToDashboard(page, USERS.owner.email);
      await page.goto(
        `/companies/${alpenglueck.id}/at-licensing-process/process?draft=${AT_DRAFT}&step=quantities`,
      );
      await expect(page.getByLabel('Plastics')).toHaveValue('920.5');
      await page.getByLabel('Plastics').fill('1,020.5');
    },
    save: (page) => page.getByRole('button', { name: 'Save and continue' }).click(),
    kept: (page) => expect(page.getByLabel('Plastics')).toHaveValue('1,020.5'),
    saved: (page) =>
      expect(page.getByRole('heading', { level: 2, name: /^Step 4 of 4/ })).toBeVisible(),
  },
];

for (const form of FORMS) {
  test(`[TRUST-17] ${form.name}: a failed save says what happened and that the input is kept; "Try again" saves it`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.expectFailedResponse(500, form.target.path);
    await form.fill(page);
    await setSwitches(request, {
      faults: [
        { method: form.target.method, path: form.target.path, fault: 'serverError', times: 1 },
      ],
    });
    await form.save(page);

    const alert = page.getByRole('alert').filter({ hasText: common.errors.inputKept });
    await expect(alert).toHaveText(
      new RegExp(`${common.errors.failed.server} ${common.errors.inputKept}`),
    );
    await expect(alert).not.toContainText(/reload/i);
    await form.kept(page);

    await alert.getByRole('button', { name: common.errors.retry }).click();
    await form.saved(page);
  });
}
