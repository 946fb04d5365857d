import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { SentMail } from '../mocks/common/data/db';
import {
  COMPANIES,
  DASHBOARD_URL,
  PROVIDER_FORM_URL,
  USERS,
  expectSignInForm,
  signIn,
  signInToDashboard,
} from './support/auth';
import {
  A11Y_WIDTHS,
  A11Y_WIDTH_LIST,
  expectNoAxeViolations,
  expectNoAxeViolationsAtWidths,
} from './support/axe';
import { expect, test } from './support/fixtures';
import { confirmAddressFromMailbox } from './support/mailbox';

/** The dev mailbox, newest first. */
async function mails(request: APIRequestContext): Promise<SentMail[]> {
  const response = await request.get('/__dev/mail.json');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { mails: SentMail[] }).mails;
}

async function lastMail(request: APIRequestContext, kind: string, to: string): Promise<SentMail> {
  const mail = (await mails(request)).find((m) => m.kind === kind && m.to === to);
  expect(mail, `a ${kind} mail to ${to} in /__dev/mail`).toBeDefined();
  return mail!;
}

/** A second person at another computer: a browser context of their own. */
async function otherPerson(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

/** Signs in from `/` a user whose landing page is not a dashboard (no company). */
async function signInAnywhere(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await signIn(page, email);
  await expect(page).not.toHaveURL(PROVIDER_FORM_URL, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function openUserMenuItem(page: Page, name: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Account of ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('account and team', () => {
  test('[TEAM-2][TEAM-3][TRUST-2] the owner invites a colleague, who registers from the mailed link, joins with a click and sees the company', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const colleague = 'jan.petersen@nordlicht-versand.de';
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(`/companies/${COMPANIES.nordlicht.id}/settings/invitations`);
    await page.getByRole('textbox', { name: /^E-mail address/ }).fill(colleague);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${colleague}.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(colleague) })).toBeVisible();

    const mail = await lastMail(request, 'invitation', colleague);
    expect(mail.subject).toBe(
      'Olivia Owner invites you to Nordlicht Versand GmbH on EPR Compliance',
    );
    const link = mail.links[0]!;

    // The colleague, elsewhere, opens the dev mailbox and follows the link from there.
    const jan = await otherPerson(browser, baseURL);
    await jan.page.goto('/__dev/mail');
    await jan.page.getByRole('link', { name: link.label }).first().click();
    await expect(jan.page).toHaveURL(link.url);
    await expect(
      jan.page.getByRole('heading', { level: 1, name: 'You have been invited' }),
    ).toBeVisible();
    await jan.page.getByRole('button', { name: 'Create an account' }).click();

    await expect(jan.page).toHaveURL(PROVIDER_FORM_URL, { timeout: 20_000 });
    await expect(
      jan.page.getByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeVisible();
    await expect(jan.page.getByLabel('Email address', { exact: true })).toHaveValue(colleague);
    await jan.page.getByLabel('Given name', { exact: true }).fill('Jan');
    await jan.page.getByLabel('Family name', { exact: true }).fill('Petersen');
    await jan.page.getByLabel('Password', { exact: true }).fill('Nordlicht-2026');
    await jan.page.getByRole('button', { name: 'Create account' }).click();
    // [TRUST-12] Jan proves the address before the invitation is his.
    await confirmAddressFromMailbox(jan.page, request, colleague);

    // [TRUST-2] Back on the link, nothing is accepted until Jan reads where to, from whom and as
    // what, and clicks.
    await expect(
      jan.page.getByText('Olivia Owner invites you to join Nordlicht Versand GmbH as Member.'),
    ).toBeVisible({ timeout: 20_000 });
    await jan.page.getByRole('button', { name: 'Join Nordlicht Versand GmbH' }).click();
    await expect(jan.page).toHaveURL(
      new RegExp(`/companies/${COMPANIES.nordlicht.id}/dashboard$`),
      { timeout: 20_000 },
    );
    await expect(jan.page.getByText('Welcome to Nordlicht Versand GmbH.')).toBeVisible();
    await expect(
      jan.page.getByRole('button', {
        name: `Company: ${COMPANIES.nordlicht.name}. Switch company`,
      }),
    ).toBeVisible();
    await jan.context.close();

    // The owner sees the new member.
    await page.goto(`/companies/${COMPANIES.nordlicht.id}/settings/members`);
    await expect(page.getByRole('row', { name: /Jan Petersen/ })).toContainText('Member');
  });

  test('[ADV-1][ADV-2] the owner adds pro@example.com as adviser; the pro accepts in the workspace and switches in', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(`/companies/${COMPANIES.nordlicht.id}/settings/advisers`);
    await page.getByRole('button', { name: 'Add adviser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an adviser' });
    await dialog.getByRole('searchbox', { name: 'Name or city' }).fill('Prado');
    await dialog.getByRole('button', { name: /^Prado Cumplimiento Ambiental/ }).click();
    await expect(page.getByText(/Register code CEM-28-14573/)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Submit quantity reports' }).check();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('row', { name: /Prado Cumplimiento/ })).toContainText(
      'Waiting for the adviser',
    );
    const mail = await lastMail(request, 'affiliationRequest', USERS.pro.email);
    expect(mail.links[0]?.url).toMatch(/\/workspace$/);

    const pro = await otherPerson(browser, baseURL);
    await signInToDashboard(pro.page, USERS.pro.email);
    await openUserMenuItem(pro.page, USERS.pro.name, 'Adviser workspace');
    await expect(
      pro.page.getByRole('heading', { level: 1, name: 'Adviser workspace' }),
    ).toBeVisible();
    const row = pro.page.getByRole('row', { name: /Nordlicht Versand GmbH/ });
    await expect(row).toContainText('Waiting for your answer');
    await row.getByRole('button', { name: 'Accept the request of Nordlicht Versand GmbH' }).click();
    await expect(pro.page.getByText('You now advise Nordlicht Versand GmbH.')).toBeVisible();
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Open Nordlicht Versand GmbH' }).click();
    await expect(pro.page).toHaveURL(new RegExp(`/companies/${COMPANIES.nordlicht.id}/dashboard$`));
    await expect(
      pro.page.getByRole('button', {
        name: `Company: ${COMPANIES.nordlicht.name}. Switch company`,
      }),
    ).toBeVisible();
    await pro.context.close();

    await page.reload();
    await expect(page.getByRole('row', { name: /Prado Cumplimiento/ })).toContainText('Active');
  });

  test('[TEAM-1][PERM-1] a member cannot manage members: the actions are disabled and the service refuses', async ({
    page,
    consoleErrors,
  }) => {
    const path = `/api/account/companies/${COMPANIES.nordlicht.id}/members/mem-0003`;
    consoleErrors.expectFailedResponse(403, path);
    await signInToDashboard(page, 'mia.hoffmann@nordlicht-versand.de');
    await page.goto(`/companies/${COMPANIES.nordlicht.id}/settings/members`);
    const remove = page.getByRole('button', { name: 'Remove Olivia Owner' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription('Only owners and admins can do this.');

    // Past the screen, straight to the service with her own token: refused, with the reason.
    const answer = await page.evaluate(async (url) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string })
        .access_token;
      const response = await fetch(url, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: (await response.json()) as { reason?: string } };
    }, path);
    expect(answer).toEqual({
      status: 403,
      body: { message: 'Only owners and admins may do this', reason: 'managersOnly' },
    });
    await page.reload();
    await expect(page.getByRole('row', { name: /Olivia Owner/ })).toBeVisible();
  });

  test('[UX-5] each role lands where its work is: the administrator on the administration, the adviser with the way back to the workspace', async ({
    page,
  }) => {
    await signInAnywhere(page, USERS.admin.email);
    const admin = page.getByRole('region', { name: 'Administration' });
    await expect(admin).toBeVisible();
    await expect(page.getByRole('form', { name: 'Create company' })).toHaveCount(0);
    await expectNoAxeViolations(page, { soft: true, label: 'companies page of an administrator' });
    await admin.getByRole('link', { name: 'Open administration' }).click();
    await expect(page).toHaveURL(/\/admin\/companies$/);

    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await signInToDashboard(page, USERS.pro.email);
    const context = page.getByRole('region', { name: /as its adviser\.$/ });
    await expect(context).toBeVisible();
    await expectNoAxeViolations(page, { soft: true, label: 'a client dashboard, adviser note' });
    await context.getByRole('link', { name: 'Back to the adviser workspace' }).click();
    await expect(page).toHaveURL(/\/workspace$/);
  });

  test('[UX-8] a pending invitation shows in the app: the invited new user joins from the page they land on', async ({
    page,
  }) => {
    await signInAnywhere(page, USERS.newbie.email);
    const invitations = page.getByRole('region', { name: 'Invitations for you' });
    await expect(invitations).toContainText(
      'Olivia Owner invites you to join Alpenglück Naturkosmetik GmbH as Member.',
    );
    await expectNoAxeViolations(page, { soft: true, label: 'pending invitation' });
    await invitations.getByRole('button', { name: 'Join Alpenglück Naturkosmetik GmbH' }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/${COMPANIES.alpenglueck.id}/dashboard$`));
    await expect(invitations).toHaveCount(0);
  });

  test('[ADMIN-1] the administrator finds a company and a user in it', async ({ page }) => {
    await signInAnywhere(page, USERS.admin.email);
    await openUserMenuItem(page, USERS.admin.name, 'Administration');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('hamburg');
    await expect(page).toHaveURL(/\/admin\/companies\?query=hamburg$/);
    const results = page.getByRole('list', { name: 'Companies found' });
    await expect(results.getByRole('button')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search companies' }).press('ArrowDown');
    await expect(results.getByRole('button', { name: /^Nordlicht Versand GmbH/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Nordlicht Versand GmbH' }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Members of Nordlicht Versand GmbH' }).getByRole('row'),
    ).toHaveCount(3);

    await page
      .getByRole('textbox', { name: /^E-mail address/ })
      .fill('mia.hoffmann@nordlicht-versand.de');
    await page.getByRole('button', { name: 'Find user' }).click();
    await expect(
      page.getByText('Mia Hoffmann (mia.hoffmann@nordlicht-versand.de) has an account.'),
    ).toBeVisible();
    await expect(page.getByText('Member of Nordlicht Versand GmbH.')).toBeVisible();
  });

  test('[ADMIN-1][PERM-1] anyone else opening the administration gets the access-denied page', async ({
    page,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    await page.goto('/admin/companies');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('You are not allowed to open this page.')).toBeVisible();
  });

  test('[PROFILE-1] deleting the account ends signed out; the account is gone', async ({
    page,
    consoleErrors,
  }) => {
    // The logout that follows tells the account service, which no longer knows the account (401);
    // the sign-in attempt at the end is refused (401) on purpose.
    consoleErrors.expectFailedResponse(401, '/api/account/logout');
    consoleErrors.expectFailedResponse(401, /\/oidc\/interaction\/[^/]+\/login/);
    await signInAnywhere(page, USERS.newbie.email);
    await openUserMenuItem(page, USERS.newbie.name, 'Profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('textbox', { name: 'Your e-mail address' }).fill(USERS.newbie.email);
    await dialog.getByRole('button', { name: 'Delete account' }).click();

    await expectSignInForm(page);
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:')),
      ),
    ).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('lastSelectedCompany'))).toBeNull();
    await page.locator('input[name="email"]').fill(USERS.newbie.email);
    await page.locator('input[name="password"]').fill('demo');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
  });

  test('[PROFILE-1] a password reset link from the mailbox sets a new password that signs in', async ({
    page,
    request,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    await page.goto('/account/profile');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(`A password reset link was sent to ${USERS.owner.email}.`).first(),
    ).toBeVisible();
    const mail = await lastMail(request, 'passwordReset', USERS.owner.email);
    await page.goto(mail.links[0]!.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password').fill('Alpenglueck-2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

    await openAppSignedOut(page);
    await signIn(page, USERS.owner.email, 'Alpenglueck-2026');
    await expect(page).toHaveURL(DASHBOARD_URL, { timeout: 20_000 });
  });
});

/** Leaves the current session: a fresh start at the provider's sign-in form. */
async function openAppSignedOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.goto('/');
  await expectSignInForm(page);
}

test.describe('account and team: accessibility', () => {
  /** After a resize: no skeleton left. */
  const ready = (page: Page) => expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  const scanAtWidths = async (page: Page, label: string) => {
    await ready(page);
    await expectNoAxeViolationsAtWidths(page, label, ready);
  };

  test(`[A11Y-1][PERM-1] settings tabs, profile, workspace and administration have no axe violations at ${A11Y_WIDTH_LIST}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    const settings = `/companies/${COMPANIES.alpenglueck.id}/settings`;
    for (const [path, heading] of [
      [settings, 'Company settings'],
      [`${settings}/members`, 'Company settings'],
      [`${settings}/invitations`, 'Company settings'],
      [`${settings}/advisers`, 'Company settings'],
      ['/account/profile', 'Your profile'],
    ] as const) {
      await page.setViewportSize(A11Y_WIDTHS[0]);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await scanAtWidths(page, path);
    }
    await page.setViewportSize(A11Y_WIDTHS[0]);
    await page.goto(`${settings}/advisers`);
    await page.getByRole('button', { name: 'Add adviser' }).click();
    await expect(page.getByRole('list', { name: 'Adviser firms' })).toBeVisible();
    await scanAtWidths(page, 'add-adviser dialog');

    const others = await otherPerson(browser, baseURL);
    await signInToDashboard(others.page, USERS.pro.email);
    await others.page.goto('/workspace');
    await expect(
      others.page
        .getByRole('table', { name: 'Client companies' })
        .or(others.page.getByRole('list', { name: 'Client companies' })),
    ).toBeVisible();
    await scanAtWidths(others.page, 'workspace');
    await others.context.close();

    const member = await otherPerson(browser, baseURL);
    await signInToDashboard(member.page, 'mia.hoffmann@nordlicht-versand.de');
    await member.page.goto(`/companies/${COMPANIES.nordlicht.id}/settings/invitations`);
    await expect(member.page.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
    await scanAtWidths(member.page, 'invitations as a member');
    await member.context.close();
  });
});
