import type { Browser, Page } from '@playwright/test';
import {
  COMPANIES,
  PROVIDER_FORM_URL,
  USERS,
  expectSignInForm,
  signIn,
  signInToDashboard,
} from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { confirmAddressFromMailbox, expectCheckMailbox, mailTo } from './support/mailbox';

/**
 * TRUST-12 in the browser, behind nginx: an address counts only once its mailbox confirmed it.
 * The provider keeps an unconfirmed account at "Check your mailbox"; invitations go only to a
 * verified address; registering a taken address looks like a new registration; "Forgot
 * password?" sends the reset mail. See docs/security/trust-12.md.
 */

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A second person at another computer: a browser context of their own. */
async function otherPerson(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

async function fillRegistration(page: Page, email: string, password = 'correct horse battery') {
  await page.getByLabel('Given name', { exact: true }).fill('Mallory');
  await page.getByLabel('Family name', { exact: true }).fill('Mailbox');
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Registers from `/signup` and returns the status of the registration's answer. */
async function registerFromSignup(page: Page, email: string): Promise<number> {
  await page.goto('/signup');
  await expect(page).toHaveURL(PROVIDER_FORM_URL, { timeout: 20_000 });
  await fillRegistration(page, email);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/oidc\/interaction\/[^/]+\/register$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  return (await answer).status();
}

const hasAppSession = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('oidc.user:')));

test.describe('[TRUST-12] verified addresses', () => {
  test('[TRUST-12][TRUST-2] an invited address registered without confirming it is not offered the invitation nor can accept it; confirming through the mailbox link then offers it', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const invited = unique('new.hire');
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(`/companies/${COMPANIES.nordlicht.id}/settings/invitations`);
    await page.getByRole('textbox', { name: /^E-mail address/ }).fill(invited);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${invited}.`)).toBeVisible();
    const invitation = await mailTo(request, invited, 'invitation');
    const [, companyId, invitationId] = new URL(invitation.links[0]!.url).pathname.match(
      /^\/invitations\/([^/]+)\/([^/]+)$/,
    )!;

    // Someone registers the invited address from the invitation link, without its mailbox.
    const someone = await otherPerson(browser, baseURL);
    await someone.page.goto(invitation.links[0]!.url);
    await someone.page.getByRole('button', { name: 'Create an account' }).click();
    await expect(someone.page).toHaveURL(PROVIDER_FORM_URL, { timeout: 20_000 });
    await fillRegistration(someone.page, invited);
    await someone.page.getByRole('button', { name: 'Create account' }).click();
    await expectCheckMailbox(someone.page, invited);
    await expectNoAxeViolations(someone.page, { label: 'check your mailbox' });

    // Continue before confirming: still no sign-in, a clear message, no session in the app.
    await someone.page.getByRole('button', { name: 'Continue' }).click();
    await expect(someone.page.getByTestId('mailbox-message')).toHaveText(
      'Your address is not confirmed yet. Follow the link in the mail, then continue.',
    );
    await expect(someone.page).toHaveURL(PROVIDER_FORM_URL);
    // Accepting by calling the API directly: without a finished sign-in there is no token.
    const accept = await someone.page.request.put(
      `/api/account/invitations/${companyId}/${invitationId}`,
    );
    expect(accept.status()).toBe(401);
    await page.goto(`/companies/${COMPANIES.nordlicht.id}/settings/invitations`);
    // Still open: it can be withdrawn (an accepted one could not).
    await expect(
      page
        .getByRole('row', { name: new RegExp(invited) })
        .getByRole('button', { name: /Withdraw/ }),
    ).toBeVisible();

    // The mailbox's owner confirms: the sign-in goes on to the invitation, which is now offered.
    await confirmAddressFromMailbox(someone.page, request, invited);
    await expect(
      someone.page.getByText('Olivia Owner invites you to join Nordlicht Versand GmbH as Member.'),
    ).toBeVisible({ timeout: 20_000 });
    expect(await hasAppSession(someone.page)).toBe(true);
    await someone.page.getByRole('button', { name: 'Join Nordlicht Versand GmbH' }).click();
    await expect(someone.page).toHaveURL(
      new RegExp(`/companies/${COMPANIES.nordlicht.id}/dashboard$`),
      { timeout: 20_000 },
    );
    await someone.context.close();
  });

  test('[TRUST-12] an unconfirmed account that signs in with its password waits at "Check your mailbox"; Resend mails a new link', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The replaced link's page answers 410 on purpose.
    consoleErrors.expectFailedResponse(410, /\/oidc\/account\/confirm-address\/[^/]+/);
    const email = unique('unconfirmed');
    expect(await registerFromSignup(page, email)).toBe(200);
    await expectCheckMailbox(page, email);
    const first = await mailTo(request, email, 'addressConfirmation');

    await page.context().clearCookies();
    await page.goto('/');
    await signIn(page, email, 'correct horse battery');
    await expectCheckMailbox(page, email);
    expect(await hasAppSession(page)).toBe(false);

    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByTestId('mailbox-message')).toHaveText('We sent the link again.');
    await expect
      .poll(async () => (await mailTo(request, email, 'addressConfirmation')).id)
      .not.toBe(first.id);
    // The first link was replaced by the new one.
    await page.goto(first.links[0]!.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This link is no longer valid',
    );
  });

  test('[TRUST-12] registering an existing address shows the same page as a new one and mails the owner instead', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const fresh = unique('fresh');
    expect(await registerFromSignup(page, fresh)).toBe(200);
    await expectCheckMailbox(page, fresh);
    const freshPage = await page.locator('main').innerHTML();

    const other = await otherPerson(browser, baseURL);
    expect(await registerFromSignup(other.page, USERS.outdated.email)).toBe(200);
    await expectCheckMailbox(other.page, USERS.outdated.email);
    const takenPage = await other.page.locator('main').innerHTML();
    const normalise = (html: string, email: string) =>
      html.replaceAll(email, 'EMAIL').replace(/\/oidc\/interaction\/[^/"?]+/g, 'UID');
    expect(normalise(takenPage, USERS.outdated.email)).toBe(normalise(freshPage, fresh));
    await other.context.close();

    const notice = await mailTo(request, USERS.outdated.email, 'registrationAttempt');
    expect(notice.subject).toBe('Jemand wollte sich mit Ihrer Adresse registrieren');
    expect(notice.links[0]!.url).toMatch(/\/oidc\/account\/forgot-password\?lang=de$/);
    const toOwner = await request.get('/__dev/mail.json');
    const { mails } = (await toOwner.json()) as { mails: { to: string; kind: string }[] };
    expect(mails.filter((m) => m.to === USERS.outdated.email).map((m) => m.kind)).toEqual([
      'registrationAttempt',
    ]);
  });

  test('[TRUST-12] "Forgot password?" on the sign-in page sends the reset mail, whose link sets a password that signs in', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expectSignInForm(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, { label: 'forgot password' });
    await page.getByLabel('Email address', { exact: true }).fill(USERS.newbie.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByTestId('account-page-text')).toHaveText(
      `If an account exists for ${USERS.newbie.email}, we sent it a link to set a new password. The link works once, for one hour.`,
    );

    const reset = await mailTo(request, USERS.newbie.email, 'passwordReset');
    await page.goto(reset.links[0]!.url);
    await page.getByLabel('New password', { exact: true }).fill('Newbie-2026-reset');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

    await page.goto('/');
    await signIn(page, USERS.newbie.email, 'Newbie-2026-reset');
    await expect(page).not.toHaveURL(PROVIDER_FORM_URL, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: `Account of ${USERS.newbie.name}` })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
  });
});
