import type { APIRequestContext, Page } from '@playwright/test';
import type { SentMail } from '../mocks/common/data/db';
import {
  COMPANIES,
  DASHBOARD_URL,
  USERS,
  expectSignInForm,
  signIn,
  signInToDashboard,
} from './support/auth';
import { expect, test } from './support/fixtures';
import { mailTo } from './support/mailbox';

/**
 * Issue 19 (TRUST) in the browser, behind nginx: the flows the jest tests cover piece by piece,
 * end to end against the local backend. See the README's "Security (TRUST)" section.
 */

async function mailsTo(request: APIRequestContext, to: string): Promise<SentMail[]> {
  const response = await request.get('/__dev/mail.json');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { mails: SentMail[] }).mails.filter((m) => m.to === to);
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The keys of the page's local and session storage that are not oidc-client-ts's own (`oidc.`). */
async function appStorageKeys(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).filter((k) => !k.startsWith('oidc.')),
    session: Object.keys(sessionStorage).filter((k) => !k.startsWith('oidc.')),
  }));
}

const storedUsers = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:')));

/** Leaves the current session without a logout: cookies and both storages of the page gone. */
async function signOutLocally(page: Page): Promise<void> {
  await page.context().clearCookies();
  if (page.url().startsWith('http')) {
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
  }
}

const SUPPORT = `/companies/${COMPANIES.alpenglueck.id}/support`;
const ATTACHMENTS_PATH = `/api/companies/${COMPANIES.alpenglueck.id}/support/attachments`;

test.describe('trust (issue 19)', () => {
  test('[TRUST-10] logging out in one tab signs out a second tab of the same browser, and leaves no app entries in either storage', async ({
    page,
    context,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    // The second tab signs in through the provider's session (tokens live per tab).
    const second = await context.newPage();
    await second.goto(SUPPORT);
    await expect(second.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible({
      timeout: 20_000,
    });
    // Traces to clear: a message typed and not sent (its session draft) and a stored quickcheck.
    await second.getByRole('textbox', { name: /^Your message/ }).fill('Half a question about');
    await expect
      .poll(async () => (await appStorageKeys(second)).session.length, {
        message: 'the support draft in session storage of the second tab',
      })
      .toBeGreaterThan(0);
    await page.evaluate(() =>
      localStorage.setItem('companyQuickcheck', JSON.stringify({ answers: { countries: ['DE'] } })),
    );
    expect((await appStorageKeys(page)).local.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: `Account of ${USERS.owner.name}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expectSignInForm(page);
    // The other tab heard it on the channel: it forgot its user and asks for a sign-in too.
    await expectSignInForm(second);
    for (const tab of [page, second]) {
      expect(await storedUsers(tab)).toEqual([]);
      // At most redux-persist's version marker, which the app writes again when it starts signed
      // out (STORE-1: no company, no language, nothing of the user). A signed-out visit to the
      // signed-in area goes to the provider before the app starts (HOUSE-6): then not even that.
      const { local, session } = await appStorageKeys(tab);
      expect({ local: local.filter((key) => key !== 'persistVersion'), session }).toEqual({
        local: [],
        session: [],
      });
      if (local.length > 0)
        expect(await tab.evaluate(() => localStorage.getItem('persistVersion'))).toBe('1');
    }
    // Signed out for real: the app asks again in both tabs (the provider's session is gone).
    await second.goto(SUPPORT);
    await expectSignInForm(second);
    await page.goto('/');
    await expectSignInForm(page);
  });

  test('[TRUST-10][TRUST-13] an e-mail change right after sign-in mails a link to the new address; the profile shows it pending until the link makes it the address (and signs the account out: the new address signs in)', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // TRUST-13: the confirmed change revokes this browser's tokens too: the APIs refuse its
    // access token (401) and the provider its refresh token (400 invalid_grant) on the way back.
    consoleErrors.expectFailedResponse(401, /\/api\/.+/);
    consoleErrors.expectFailedResponse(400, '/oidc/token');
    const newAddress = unique('olivia.new');
    await signInToDashboard(page, USERS.owner.email);
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    const card = page.getByRole('form', { name: 'E-mail address' });
    await card.getByRole('textbox', { name: /^New e-mail address/ }).fill(newAddress);
    await card.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(page.getByText(`Confirmation link sent to ${newAddress}.`)).toBeVisible();

    const confirmation = await mailTo(request, newAddress, 'emailChange');
    await mailTo(request, USERS.owner.email, 'emailChangeNotice');

    // Until the link is followed, the old address stays and the new one shows as pending.
    await page.reload();
    await expect(
      page.getByText(
        `We sent a confirmation link to ${newAddress}. Until you follow it, you keep signing in with ${USERS.owner.email}.`,
      ),
    ).toBeVisible();
    await expect(page.getByText(`You sign in with ${USERS.owner.email}.`)).toBeVisible();

    await page.goto(confirmation.links[0]!.url);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your new e-mail address' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirm new address' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'E-mail address changed' }),
    ).toBeVisible();

    // TRUST-13: the change signed the account out everywhere: this browser signs in again, with
    // the new address, and comes back to the profile.
    await page.goto('/account/profile');
    await signIn(page, newAddress);
    await expect(page.getByText(`You sign in with ${newAddress}.`)).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/We sent a confirmation link to/)).toHaveCount(0);
  });

  test('[TRUST-7] support: a ".pdf" that is HTML is refused with the reason and the message stays; a file over the limit is refused before any upload, naming the limit', async ({
    page,
    consoleErrors,
  }) => {
    // The service's refusal of the forged PDF is the test's point; Chromium logs the 400.
    consoleErrors.expectFailedResponse(400, ATTACHMENTS_PATH);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === ATTACHMENTS_PATH) uploads.push(r.method());
    });
    const message = 'Our LUCID number was rejected; the letter is attached.';
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(SUPPORT);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await page.getByRole('combobox', { name: /^Topic/ }).selectOption({ label: 'Registration' });
    await page.getByRole('textbox', { name: /^Your message/ }).fill(message);

    const files = page.locator('#support-files');
    await files.setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
    });
    const chosen = page.getByRole('list', { name: 'Attached files' });
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await expect(chosen).toContainText('letter.pdf');

    const refusal = page.waitForResponse(
      (r) => new URL(r.url()).pathname === ATTACHMENTS_PATH && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    const answer = await refusal;
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toMatchObject({ fields: { content: 'contentMismatch' } });
    await expect(page.getByRole('alert')).toHaveText(
      "The file's content does not match its type (for example, not a real PDF).",
    );
    await expect(page.getByRole('textbox', { name: /^Your message/ })).toHaveValue(message);
    await expect(page.getByTestId('ticket-filed')).toHaveCount(0);
    await expect(page.getByText('No tickets yet.', { exact: false })).toBeVisible();

    // Over 10 MB: refused when chosen, nothing read or sent.
    await chosen.getByRole('button', { name: 'Remove letter.pdf' }).click();
    uploads.length = 0;
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.7\n');
    await files.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: big });
    await expect(
      page.getByText('scan.pdf was not attached: it is larger than 10 MB.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^Your message/ })).toHaveValue(message);
    expect(uploads).toEqual([]);
  });

  test('[TRUST-8] past the mail rate limit of an address, the newsletter form says when to try again and keeps the address', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The refusal is the test's point; Chromium logs the 429.
    consoleErrors.expectFailedResponse(429, '/api/newsletter/subscriptions');
    const email = unique('often');
    const fillAndSend = async () => {
      await page.getByRole('textbox', { name: /^E-mail address/ }).fill(email);
      await page.getByRole('checkbox', { name: /I would like to receive/ }).check();
      await page.getByRole('button', { name: 'Subscribe' }).click();
    };
    await page.goto('/newsletter-subscribe');
    for (let i = 0; i < 3; i += 1) {
      await fillAndSend();
      await expect(page.getByText('Check your inbox')).toBeVisible();
      await page.getByRole('button', { name: 'Subscribe another address' }).click();
    }
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(3);

    const refused = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/newsletter/subscriptions',
    );
    await fillAndSend();
    const answer = await refused;
    expect(answer.status()).toBe(429);
    const retryAfter = Number(await answer.headerValue('retry-after'));
    // The oldest of the three mails leaves its one-hour window first.
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);

    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      /^Too many requests\. Please try again at (?:[A-Z][a-z]{2} \d{1,2}, \d{4}, )?\d{1,2}:\d{2}\s?[AP]M\.$/,
    );
    // The time is the page's clock plus Retry-After (this minute or the next).
    const expected = await page.evaluate((seconds) => {
      const format = (at: number) =>
        new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(new Date(at));
      const at = Date.now() + seconds * 1000;
      return [format(at - 60_000), format(at), format(at + 60_000)];
    }, retryAfter);
    const text = (await alert.textContent()) ?? '';
    expect(
      expected.some((time) => text.includes(time)),
      `"${text}" names one of ${expected.join(', ')}`,
    ).toBe(true);
    await expect(page.getByRole('textbox', { name: /^E-mail address/ })).toHaveValue(email);
    expect(await mailsTo(request, email)).toHaveLength(3);
  });

  // Hostile return addresses: each resolves off-site in some parser (see safe-redirect.test.ts).
  const OFF_SITE = [
    '/\\evil.example',
    '%2F%2Fevil.example',
    '/..//evil.example/',
    '/%2e%2e//evil.example/',
    '/%5Cevil.example',
  ];

  test('[TRUST-1] a sign-in with a redirectPath that resolves off-site lands inside the app', async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).origin !== baseURL) foreign.push(r.url());
    });
    for (const payload of OFF_SITE) {
      await test.step(`signed out, /signup?redirectPath=${payload}`, async () => {
        await signOutLocally(page);
        await page.goto(`/signup?redirectPath=${encodeURIComponent(payload)}`);
        await expect(page.getByTestId('sign-in-link')).toBeVisible({ timeout: 20_000 });
        await page.getByTestId('sign-in-link').click();
        await signIn(page, USERS.owner.email);
        await expect(page).toHaveURL(DASHBOARD_URL, { timeout: 20_000 });
        expect(new URL(page.url()).origin).toBe(baseURL);
        await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      });
      await test.step(`signed in, /signup?redirectPath=${payload}`, async () => {
        await page.goto(`/signup?redirectPath=${encodeURIComponent(payload)}`);
        await expect(page).toHaveURL(DASHBOARD_URL);
        await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      });
    }
    expect(foreign).toEqual([]);
  });

  test('[TRUST-1] a sign-in state whose redirectPath was changed to an off-site one on its way lands inside the app', async ({
    page,
    baseURL,
  }) => {
    // Signed out: the app stores the sign-in request's state (oidc-client-ts, local storage) and
    // goes to the provider. Someone with access to this browser changes its redirectPath there;
    // the callback checks it again.
    await page.goto(`/companies/${COMPANIES.nordlicht.id}/dashboard`);
    await expectSignInForm(page);
    const tampered = await page.evaluate((target) => {
      const keys = Object.keys(localStorage).filter((k) => k.startsWith('oidc.'));
      for (const key of keys) {
        const stored = JSON.parse(localStorage.getItem(key)!) as {
          data?: { redirectPath?: string };
        };
        if (stored.data?.redirectPath === undefined) continue;
        stored.data.redirectPath = target;
        localStorage.setItem(key, JSON.stringify(stored));
        return key;
      }
      return null;
    }, '/..//evil.example/');
    expect(tampered, 'the stored sign-in state').not.toBeNull();
    await signIn(page, USERS.owner.email);
    await expect(page).toHaveURL(DASHBOARD_URL, { timeout: 20_000 });
    expect(new URL(page.url()).origin).toBe(baseURL);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
