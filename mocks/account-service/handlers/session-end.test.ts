/**
 * TRUST-13, sessions end when they should: a password reset or a confirmed e-mail change ends the
 * provider's browser sessions of the account (its login prompt asks again), not only its tokens;
 * deleting the account needs a recent sign-in. At the provider's hooks (oidc-provider, ESM only,
 * does not load under jest; `e2e/trust-sessions.spec.ts` runs the real provider) and over HTTP
 * against the shared msw handlers.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { config } from '../../../src/shared/config/config';
import { testTokenFor } from '../../common/data/auth-tokens';
import { companies, users } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { findAccount } from '../../identity-provider/provider';
import {
  accessTokenRevoked,
  mustSignInAgain,
  sessionRevoked,
} from '../../identity-provider/session-revocation';
import { accountLinks } from '../data/account-links';
import { RECENT_SIGN_IN_MS } from './user';

const MINUTE = 60_000;
const seconds = (ms: number) => Math.floor(ms / 1000);

/** The login prompt's check for a browser whose provider session began at `signedInAt`. */
const asksAgain = (accountId: string, signedInAt: number, signedInNow = false) =>
  mustSignInAgain({
    oidc: {
      session: { accountId, loginTs: seconds(signedInAt) },
      ...(signedInNow ? { result: { login: { accountId } } } : {}),
    },
  });

function resetPassword(userId: string) {
  accountLinks.resetPassword(accountLinks.requestPasswordReset(userId).id, 'Holzpferd-2026');
}

describe('[TRUST-13] a password reset or an e-mail change ends the provider sessions', () => {
  it('[TRUST-13] after a password reset, a provider session from before it asks for the password again; other accounts are untouched', () => {
    const before = Date.now() - 10 * MINUTE;
    expect(asksAgain(USER_IDS.owner, before)).toBe(false);
    resetPassword(USER_IDS.owner);
    expect(asksAgain(USER_IDS.owner, before)).toBe(true);
    expect(asksAgain(USER_IDS.newbie, before)).toBe(false);
  });

  it('[TRUST-13] a sign-in after the reset keeps its session; the request that just signed in passes', () => {
    resetPassword(USER_IDS.owner);
    expect(asksAgain(USER_IDS.owner, Date.now() + 1000)).toBe(false);
    expect(asksAgain(USER_IDS.owner, Date.now() - MINUTE, true)).toBe(false);
  });

  it('[TRUST-13] a sign-in in the same second as the reset counts as before it', () => {
    const revokedAt = seconds(Date.now()) * 1000 + 500;
    const user = { sessionsRevokedAt: revokedAt };
    const sameSecond = { accountId: USER_IDS.owner, loginTs: seconds(revokedAt) };
    expect(sessionRevoked(sameSecond, false, () => user)).toBe(true);
    expect(
      sessionRevoked({ ...sameSecond, loginTs: sameSecond.loginTs + 1 }, false, () => user),
    ).toBe(false);
  });

  it('[TRUST-13] a browser without a provider session is left to the usual login check', () => {
    resetPassword(USER_IDS.owner);
    expect(mustSignInAgain({ oidc: {} })).toBe(false);
    expect(mustSignInAgain({ oidc: { session: {} } })).toBe(false);
  });

  it('[TRUST-13] a confirmed e-mail change ends the sessions and tokens from before it, as a reset does', async () => {
    const before = Date.now() - 10 * MINUTE;
    const old = testTokenFor(USER_IDS.owner, before);
    const link = accountLinks.requestEmailChange(USER_IDS.owner, 'olivia@owner-family.example');
    // Asking for the change ends nothing: only the confirmation does.
    expect(asksAgain(USER_IDS.owner, before)).toBe(false);
    expect(accountLinks.confirmEmailChange(link.id).ok).toBe(true);
    expect(asksAgain(USER_IDS.owner, before)).toBe(true);
    const answer = await fetch(`${config.accountApiUrl}/getUser`, {
      headers: { Authorization: `Bearer ${old}` },
    });
    expect(answer.status).toBe(401);
    const refresh = { kind: 'RefreshToken', iiat: seconds(before) };
    expect(await findAccount({} as KoaContextWithOIDC, USER_IDS.owner, refresh as never)).toBe(
      undefined,
    );
  });

  it('[TRUST-13] an access token from before the reset finds no account at the userinfo endpoint; a newer one does', async () => {
    const before = { kind: 'AccessToken', extra: { issued_at_ms: Date.now() - MINUTE } };
    const after = { kind: 'AccessToken', extra: { issued_at_ms: Date.now() + 1000 } };
    const lookup = (token: object) =>
      Promise.resolve(findAccount({} as KoaContextWithOIDC, USER_IDS.owner, token as never));
    expect(await lookup(before)).toBeDefined();
    resetPassword(USER_IDS.owner);
    expect(await lookup(before)).toBeUndefined();
    expect(await lookup(after)).toBeDefined();
    expect(accessTokenRevoked(before, {})).toBe(false);
  });
});

async function deleteAccount(token: string) {
  const response = await fetch(`${config.accountApiUrl}/deleteAccount`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

describe('[TRUST-13] deleting the account needs a recent sign-in', () => {
  it('[TRUST-13] a sign-in older than 5 minutes gets 403 recentSignInRequired with an RFC 9470 challenge; nothing is deleted', async () => {
    const now = Date.now();
    const stale = testTokenFor(USER_IDS.outdated, now, 300, now - RECENT_SIGN_IN_MS - 1000);
    const answer = await deleteAccount(stale);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ reason: 'recentSignInRequired', maxAgeSeconds: 300 });
    expect(answer.headers.get('WWW-Authenticate')).toMatch(
      /^Bearer error="insufficient_user_authentication".*max_age=300$/,
    );
    expect(users.findById(USER_IDS.outdated)).toBeDefined();
    expect(companies.findById(COMPANY_IDS.altmann)).toBeDefined();
  });

  it('[TRUST-13] a token without a sign-in time counts as not recent', async () => {
    const bare = `test-token.${USER_IDS.newbie}.${Date.now()}.300`;
    expect((await deleteAccount(bare)).status).toBe(403);
    expect(users.findById(USER_IDS.newbie)).toBeDefined();
  });

  it('[TRUST-13] the check comes before the sole-owner answer', async () => {
    const now = Date.now();
    const stale = testTokenFor(USER_IDS.owner, now, 300, now - 10 * MINUTE);
    const answer = await deleteAccount(stale);
    expect(answer.status).toBe(403);
    expect(answer.body).not.toHaveProperty('companyIds');
  });

  it('[TRUST-13] a sign-in within 5 minutes deletes the account, also with a token renewed since', async () => {
    const now = Date.now();
    const renewed = testTokenFor(USER_IDS.outdated, now, 300, now - RECENT_SIGN_IN_MS + 5000);
    expect((await deleteAccount(renewed)).status).toBe(204);
    expect(users.findById(USER_IDS.outdated)).toBeUndefined();
  });
});
