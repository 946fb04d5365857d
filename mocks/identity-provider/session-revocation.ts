/**
 * TRUST-13: a password reset or a confirmed e-mail change (`sessionsRevokedAt`) ends the provider's
 * own browser sessions of the account, not only its tokens. oidc-provider keeps sessions in its
 * adapter keyed by their id, with no index by account, and `findAccount` returning nothing for a
 * session does not ask for a sign-in (its `no_session` check only looks at `session.accountId`).
 * So the login prompt gets one more check: a session whose sign-in (`loginTs`, s) is not after the
 * revocation asks for the password again, like a session without an account. A silent request
 * (`prompt=none`) then fails with `login_required`. The stamp lives with the user, so it also
 * holds for sessions the adapter would still keep for their full 24 h.
 */
import { users } from '../common/data/db';

type Stamped = { sessionsRevokedAt?: number };

/**
 * Whether a sign-in at `loginTs` (whole seconds, the provider's clock) happened before `user`'s
 * sessions were revoked. A sign-in in the same second as the revocation counts as before it
 * (signed out once more rather than left signed in), as for refresh tokens (TRUST-10).
 */
export function signInRevoked(loginTs: number | undefined, user: Stamped | undefined): boolean {
  if (user?.sessionsRevokedAt === undefined) return false;
  return (loginTs ?? 0) * 1000 <= user.sessionsRevokedAt;
}

/** The provider's session as the policy check sees it. */
export interface SessionLike {
  accountId?: string;
  loginTs?: number;
}

/**
 * Whether the login prompt must be shown again for `session`: its account's sessions were revoked
 * after its sign-in, and this request has not signed in anew (an interaction's `result.login`).
 */
export function sessionRevoked(
  session: SessionLike | undefined,
  signedInNow: boolean,
  findUser: (id: string) => Stamped | undefined = (id) => users.findById(id),
): boolean {
  if (signedInNow || !session?.accountId) return false;
  return signInRevoked(session.loginTs, findUser(session.accountId));
}

/**
 * An access token issued before the revocation (`issued_at_ms`, exact) finds no account at the
 * userinfo endpoint, as it gets 401 from the services (`mocks/common/auth.ts`).
 */
export function accessTokenRevoked(
  token: { kind?: string; extra?: { issued_at_ms?: unknown }; iat?: number } | undefined,
  user: Stamped,
): boolean {
  if (token?.kind !== 'AccessToken' || user.sessionsRevokedAt === undefined) return false;
  const issued = token.extra?.issued_at_ms;
  const issuedAt = typeof issued === 'number' ? issued : (token.iat ?? 0) * 1000;
  return issuedAt < user.sessionsRevokedAt;
}

/**
 * The login prompt's `sessions_revoked` check (`true`: show the sign-in form; with `prompt=none`
 * the provider answers `login_required`). Registered in `./provider` with the provider's own
 * `Check` class: the package is ESM-only and loaded at start-up (`./load-oidc-provider`).
 */
export const mustSignInAgain = (ctx: {
  oidc: { session?: SessionLike; result?: { login?: unknown } };
}): boolean => sessionRevoked(ctx.oidc.session, Boolean(ctx.oidc.result?.login));
