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
}

export type TokenVerifier = (token: string) => Promise<TokenInfo | null>;

const TEST_PREFIX = 'test-token.';

/** A bearer token the default verifier accepts for this user; `issuedAt` lets tests make stale tokens. */
export function testTokenFor(userId: string, issuedAt = Date.now(), ttlSeconds = 300): string {
  return `${TEST_PREFIX}${userId}.${issuedAt}.${ttlSeconds}`;
}

const testTokenVerifier: TokenVerifier = async (token) => {
  if (!token.startsWith(TEST_PREFIX)) return null;
  const [sub, issued, ttl] = token.slice(TEST_PREFIX.length).split('.');
  const issuedAt = Number(issued);
  const expiresAt = issuedAt + Number(ttl) * 1000;
  if (!sub || !Number.isFinite(expiresAt)) return null;
  return { sub, issuedAt, expiresAt };
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
