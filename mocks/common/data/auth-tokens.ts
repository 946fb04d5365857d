/**
 * How the mock APIs recognise a bearer token. Under jest the tokens are test tokens
 * (`testTokenFor(userId)`); under `npm start` the dev backend installs a verifier that looks
 * the token up in the local identity provider (`setTokenVerifier`).
 */
export interface TokenInfo {
  /** Subject: the user id. */
  sub: string;
  /** When the token was issued (ms since epoch). */
  issuedAt: number;
  /** When it expires (ms since epoch). */
  expiresAt: number;
  /**
   * When the user last signed in with their password (ms since epoch; OpenID Connect `auth_time`):
   * a renewal keeps it, only a new sign-in moves it. Unknown for tokens that do not say.
   */
  authTime?: number;
}

export type TokenVerifier = (token: string) => Promise<TokenInfo | null>;

const TEST_PREFIX = 'test-token.';

/**
 * A bearer token the default verifier accepts for this user; `issuedAt` lets tests make stale
 * tokens, `authTime` (default: `issuedAt`, a token of a fresh sign-in) one of an old sign-in.
 */
export function testTokenFor(
  userId: string,
  issuedAt = Date.now(),
  ttlSeconds = 300,
  authTime = issuedAt,
): string {
  return `${TEST_PREFIX}${userId}.${issuedAt}.${ttlSeconds}.${authTime}`;
}

const testTokenVerifier: TokenVerifier = async (token) => {
  if (!token.startsWith(TEST_PREFIX)) return null;
  const [sub, issued, ttl, auth] = token.slice(TEST_PREFIX.length).split('.');
  const issuedAt = Number(issued);
  const expiresAt = issuedAt + Number(ttl) * 1000;
  const authTime = auth === undefined ? undefined : Number(auth);
  if (!sub || !Number.isFinite(expiresAt)) return null;
  return {
    sub,
    issuedAt,
    expiresAt,
    ...(authTime !== undefined && Number.isFinite(authTime) ? { authTime } : {}),
  };
};

let verifier: TokenVerifier = testTokenVerifier;

export function setTokenVerifier(next: TokenVerifier): void {
  verifier = next;
}

export function resetTokenVerifier(): void {
  verifier = testTokenVerifier;
}

export function verifyToken(token: string): Promise<TokenInfo | null> {
  return verifier(token);
}
