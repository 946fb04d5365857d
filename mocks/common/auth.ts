/**
 * Bearer-token check shared by every protected mock handler.
 *
 * - no `Authorization: Bearer ...`, an unknown token, an expired token, or a token of a user who no
 *   longer exists: 401 (the app sends the user to sign-in);
 * - `testSwitches.forbidTokensIssuedBefore` set and the token issued before it: 403 (the app renews
 *   the session once and retries with the new token);
 * - a token issued before the user's password was reset (`sessionsRevokedAt`, TRUST-10): 401 (its
 *   renewal fails too: the provider refuses the old refresh tokens);
 * - otherwise the handler runs with the user record.
 */
import { delay } from 'msw';
import { verifyToken, type TokenInfo } from './data/auth-tokens';
import { users, type UserRecord } from './data/db';
import { testSwitches } from './data/test-switches';
import { fail } from './respond';

export type AuthOutcome =
  { ok: true; user: UserRecord; token: TokenInfo } | { ok: false; response: Response };

const BEARER = /^Bearer\s+(\S+)$/i;

export async function authenticate(request: Request): Promise<AuthOutcome> {
  const match = BEARER.exec(request.headers.get('Authorization') ?? '');
  if (!match?.[1]) return { ok: false, response: fail(401, 'Missing bearer token') };
  const token = await verifyToken(match[1]);
  if (!token) return { ok: false, response: fail(401, 'Invalid token') };
  if (token.expiresAt <= Date.now()) return { ok: false, response: fail(401, 'Token expired') };
  const forbidBefore = testSwitches.forbidTokensIssuedBefore;
  if (forbidBefore !== null && token.issuedAt < forbidBefore) {
    return { ok: false, response: fail(403, 'Token no longer accepted') };
  }
  const user = users.findById(token.sub);
  if (!user) return { ok: false, response: fail(401, 'Unknown user') };
  if (user.sessionsRevokedAt !== undefined && token.issuedAt < user.sessionsRevokedAt) {
    return { ok: false, response: fail(401, 'Token revoked') };
  }
  return { ok: true, user, token };
}

/** The configured latency of the mock APIs (0 unless the dev backend asks for more). */
export async function latency(): Promise<void> {
  if (testSwitches.latencyMs > 0) await delay(testSwitches.latencyMs);
}
