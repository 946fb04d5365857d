import { HOSTILE_INPUTS } from '../mocks/common/testing/hostile-inputs';
import { USERS } from './support/auth';
import { expect, test } from './support/fixtures';
import {
  UNSUBSCRIBE_VALIDITY_MS,
  unsubscribeToken,
} from '../mocks/main-api/data/unsubscribe-tokens';

/**
 * Issue 31 (TRUST-14, TRUST-18) behind nginx: what the jest tests cannot reach. The identity
 * provider (oidc-provider does not load under jest) refuses every hostile
 * `post_logout_redirect_uri`; an unsubscribe link signed in another process (this one) is
 * understood by the server, since the key comes from configuration, and an expired one says so.
 */
test.describe('output and secrets', () => {
  const HOSTILE_LOGOUT_TARGETS = [
    'https://evil.example/',
    '//evil.example/',
    ...HOSTILE_INPUTS.map(([, value]) => value),
  ];

  test('[TRUST-18] the identity provider refuses every hostile post_logout_redirect_uri and redirects nowhere', async ({
    request,
  }) => {
    for (const target of HOSTILE_LOGOUT_TARGETS) {
      const query = new URLSearchParams({ client_id: 'epr-web', post_logout_redirect_uri: target });
      const answer = await request.get(`/oidc/session/end?${query.toString()}`, {
        maxRedirects: 0,
      });
      expect({ target, status: answer.status() }).toEqual({ target, status: 400 });
      expect(answer.headers().location).toBeUndefined();
    }
  });

  test('[TRUST-18] a registered post_logout_redirect_uri with dot segments still ends on this origin', async ({
    request,
    baseURL,
  }) => {
    // oidc-provider compares the parsed address: `/logged-out/../../evil` is this origin's `/evil`.
    const target = `${baseURL}/logged-out/../../evil`;
    const query = new URLSearchParams({ client_id: 'epr-web', post_logout_redirect_uri: target });
    const form = await request.get(`/oidc/session/end?${query.toString()}`);
    expect(form.status()).toBe(200);
    const html = await form.text();
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await request.post(action, {
      form: { xsrf, logout: 'yes' },
      maxRedirects: 0,
    });
    expect(done.status()).toBe(303);
    expect(new URL(done.headers().location!, baseURL).origin).toBe(new URL(baseURL!).origin);
  });

  test('[TRUST-14] a link signed in another process works on the server; an expired one says so', async ({
    page,
    consoleErrors,
  }) => {
    // The expired link's refusal: Chromium logs every 4xx answer.
    consoleErrors.expectFailedResponse(400, '/api/reminders/unsubscribe');
    test.skip(
      Boolean(process.env.UNSUBSCRIBE_SIGNING_KEY),
      'the server and this process share the development key only',
    );
    const userId = USERS.owner.id;
    const expired = unsubscribeToken(userId, 'reminders', Date.now() - UNSUBSCRIBE_VALIDITY_MS - 1);
    await page.goto(`/reminders/unsubscribe?token=${encodeURIComponent(expired)}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toContainText('This unsubscribe link has expired.');

    await page.goto(
      `/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, 'reminders'))}`,
    );
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toContainText('You are unsubscribed.');
  });
});
