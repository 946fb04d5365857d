/**
 * TRUST-10, the identity provider's and the account service's part: a password reset signs the
 * user out everywhere (refresh tokens refused, older access tokens 401), an e-mail change needs a
 * recent sign-in, and a new address is the confirmed `email` only once its link was followed.
 * Over HTTP against the shared msw handlers, and at the provider's own hooks (`findAccount`,
 * `extraTokenClaims`, the token verifier of the dev backend), since oidc-provider (ESM only) does
 * not load under jest.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';
import { config } from '../../../src/shared/config/config';
import { testTokenFor } from '../../common/data/auth-tokens';
import { accountLinks, emailChanges } from '../data/account-links';
import { outbox, users } from '../../common/data/db';
import { USER_IDS } from '../../common/data/fixtures/users';
import {
  accessTokenExtras,
  findAccount,
  refreshTokenRevoked,
} from '../../identity-provider/provider';
import { providerTokenVerifier } from '../../common/server/dev-backend';
import { RECENT_SIGN_IN_MS } from './user';

const MINUTE = 60_000;

async function post(path: string, token: string, body?: unknown) {
  const response = await fetch(`${config.accountApiUrl}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function getUser(token: string) {
  const response = await fetch(`${config.accountApiUrl}/getUser`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}

/** The account as the provider sees it for `token` (undefined: refused, `invalid_grant`). */
const accountFor = (sub: string, token?: { kind: string; iiat?: number }) =>
  Promise.resolve(findAccount({} as KoaContextWithOIDC, sub, token as never));

const claimsOf = async (sub: string) => {
  const account = await accountFor(sub);
  return (await account!.claims('id_token', 'openid email', {}, [])) as unknown as {
    email: string;
    email_verified: boolean;
  };
};

describe('[TRUST-10] a password reset ends every session of the user', () => {
  it('[TRUST-10] refresh tokens from before the reset no longer find the account (invalid_grant); a sign-in after it does', async () => {
    const signedInAt = Math.floor((Date.now() - 10 * MINUTE) / 1000);
    const before = { kind: 'RefreshToken', iiat: signedInAt };
    expect(await accountFor(USER_IDS.owner, before)).toBeDefined();

    const link = accountLinks.requestPasswordReset(USER_IDS.owner);
    accountLinks.resetPassword(link.id, 'Holzpferd-2026');

    expect(await accountFor(USER_IDS.owner, before)).toBeUndefined();
    const later = { kind: 'RefreshToken', iiat: Math.floor(Date.now() / 1000) + 1 };
    expect(await accountFor(USER_IDS.owner, later)).toBeDefined();
    // Other users and other kinds of lookup are untouched.
    expect(await accountFor(USER_IDS.newbie, before)).toBeDefined();
    expect(await accountFor(USER_IDS.owner)).toBeDefined();
    expect(
      refreshTokenRevoked(
        { kind: 'AccessToken', iiat: signedInAt },
        users.findById(USER_IDS.owner)!,
      ),
    ).toBe(false);
  });

  it('[TRUST-10] access tokens issued before the reset get 401 from the services; one issued after works', async () => {
    const old = testTokenFor(USER_IDS.owner, Date.now() - MINUTE);
    expect((await getUser(old)).status).toBe(200);
    const link = accountLinks.requestPasswordReset(USER_IDS.owner);
    accountLinks.resetPassword(link.id, 'Holzpferd-2026');
    expect((await getUser(old)).status).toBe(401);
    expect((await getUser(testTokenFor(USER_IDS.owner, Date.now() + 1))).status).toBe(200);
  });

  it('[TRUST-10] asking for a reset link alone revokes nothing', async () => {
    const old = testTokenFor(USER_IDS.owner, Date.now() - MINUTE);
    expect((await post('/sendPasswordReset', old)).status).toBe(200);
    expect((await getUser(old)).status).toBe(200);
    expect(
      await accountFor(USER_IDS.owner, {
        kind: 'RefreshToken',
        iiat: Math.floor(Date.now() / 1000) - 60,
      }),
    ).toBeDefined();
  });
});

describe('[TRUST-10] an e-mail change needs a recent sign-in', () => {
  it('[TRUST-10] a sign-in older than 5 minutes gets 403 recentSignInRequired with an RFC 9470 challenge, and nothing is mailed or pending', async () => {
    const now = Date.now();
    const stale = testTokenFor(USER_IDS.owner, now, 300, now - RECENT_SIGN_IN_MS - 1000);
    const answer = await post('/updateEmail', stale, { email: 'olivia@owner-family.example' });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ reason: 'recentSignInRequired', maxAgeSeconds: 300 });
    expect(answer.headers.get('WWW-Authenticate')).toMatch(
      /^Bearer error="insufficient_user_authentication".*max_age=300$/,
    );
    expect(outbox.all()).toHaveLength(0);
    expect(emailChanges.all()).toHaveLength(0);
  });

  it('[TRUST-10] the check asks before it says whether the address is taken', async () => {
    const now = Date.now();
    const stale = testTokenFor(USER_IDS.owner, now, 300, now - 10 * MINUTE);
    const taken = users.findById(USER_IDS.newbie)!.email;
    const answer = await post('/updateEmail', stale, { email: taken });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toHaveProperty('fields');
  });

  it('[TRUST-10] a token without a sign-in time counts as not recent', async () => {
    const bare = `test-token.${USER_IDS.owner}.${Date.now()}.300`;
    expect((await post('/updateEmail', bare, { email: 'o@owner-family.example' })).status).toBe(
      403,
    );
  });

  it('[TRUST-10] a sign-in within 5 minutes passes, also with a token renewed since (the sign-in time stays)', async () => {
    const now = Date.now();
    const renewed = testTokenFor(USER_IDS.owner, now, 300, now - RECENT_SIGN_IN_MS + 5000);
    const answer = await post('/updateEmail', renewed, { email: 'olivia@owner-family.example' });
    expect(answer.status).toBe(200);
    expect(emailChanges.all()).toHaveLength(1);
  });
});

describe('[TRUST-10] a new address is the confirmed e-mail only after its link', () => {
  it('[TRUST-10][TRUST-13] until the link is followed the old address stays (verified) and the new one is pending; then the new one is email with email_verified (for a sign-in after the change)', async () => {
    const fresh = testTokenFor(USER_IDS.owner);
    await post('/updateEmail', fresh, { email: 'olivia@owner-family.example' });
    expect(await claimsOf(USER_IDS.owner)).toMatchObject({
      email: 'owner@example.com',
      email_verified: true,
    });
    expect((await getUser(fresh)).body.data).toMatchObject({
      email: 'owner@example.com',
      pendingEmail: 'olivia@owner-family.example',
    });

    const [link] = emailChanges.all();
    expect(accountLinks.confirmEmailChange(link!.id).ok).toBe(true);

    expect(await claimsOf(USER_IDS.owner)).toEqual(
      expect.objectContaining({ email: 'olivia@owner-family.example', email_verified: true }),
    );
    // TRUST-13: the change signed the account out everywhere; a sign-in after it sees the address.
    expect((await getUser(fresh)).status).toBe(401);
    const after = testTokenFor(USER_IDS.owner, Date.now() + 1);
    expect((await getUser(after)).body.data).toMatchObject({
      email: 'olivia@owner-family.example',
      pendingEmail: null,
    });
  });

  it('[TRUST-10] a registered address nobody confirmed is not email_verified; confirming a change makes the new one verified', async () => {
    const user = users.create({
      email: 'neu@example.org',
      password: 'Holzpferd-2026',
      givenName: 'Nina',
      familyName: 'Neu',
      locale: 'de',
      emailVerified: false,
    });
    expect(await claimsOf(user.id)).toMatchObject({
      email: 'neu@example.org',
      email_verified: false,
    });
    const link = accountLinks.requestEmailChange(user.id, 'nina@neu.example');
    expect(await claimsOf(user.id)).toMatchObject({
      email: 'neu@example.org',
      email_verified: false,
    });
    accountLinks.confirmEmailChange(link.id);
    expect(await claimsOf(user.id)).toMatchObject({
      email: 'nina@neu.example',
      email_verified: true,
    });
  });
});

describe('[TRUST-10] the sign-in time reaches the services', () => {
  it('[TRUST-10] access tokens carry the auth_time of the sign-in (code exchange and refresh), and the dev backend’s verifier reads it', async () => {
    const signedIn = Math.floor(Date.now() / 1000) - 600;
    const fromCode = accessTokenExtras({
      oidc: { entities: { AuthorizationCode: { authTime: signedIn } } },
    } as never);
    const fromRefresh = accessTokenExtras({
      oidc: { entities: { RefreshToken: { authTime: signedIn } } },
    } as never);
    expect(fromCode).toMatchObject({ auth_time: signedIn });
    expect(fromRefresh).toMatchObject({ auth_time: signedIn });

    const stored = {
      accountId: USER_IDS.owner,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 300,
      isExpired: false,
      extra: fromRefresh,
    };
    const verify = providerTokenVerifier({
      AccessToken: { find: async () => stored },
    } as never);
    expect(await verify('opaque')).toMatchObject({
      sub: USER_IDS.owner,
      authTime: signedIn * 1000,
    });
  });
});
