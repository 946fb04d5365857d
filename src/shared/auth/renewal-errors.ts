/**
 * TRUST-6: why a session renewal failed decides what happens next. Only the provider's answer
 * ends the session: its explicit refusal (an OAuth error such as `invalid_grant`) or tokens that
 * fail the protocol's checks. Not reaching it (offline, a timeout, a 5xx, a proxy's error page)
 * says nothing about the session: it stays, and the renewal is tried again with back-off.
 */

/** OAuth error codes that mean "try again later", not "no" (RFC 6749 4.1.2.1, 5.2). */
const TRANSIENT_OAUTH_ERRORS = new Set(['server_error', 'temporarily_unavailable']);

/**
 * The renewal failed because no provider could decide: offline, a timeout (oidc-client-ts
 * `ErrorTimeout`), a failed fetch (`TypeError`), a 5xx answer (its message ends in the status), a
 * proxy's error page (not JSON) or an OAuth `server_error` / `temporarily_unavailable`.
 */
export function isRenewalUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ErrorTimeout' || error instanceof TypeError) return true;
  if (error.name === 'ErrorResponse') {
    const code = (error as Error & { error?: unknown }).error;
    return typeof code === 'string' && TRANSIENT_OAUTH_ERRORS.has(code);
  }
  return (
    /\(5\d\d\)/.test(error.message) || error.message.startsWith('Invalid response Content-Type')
  );
}

/**
 * The provider's refusal (`invalid_grant`: the refresh token is revoked, expired or used;
 * `login_required` from a silent sign-in) or an answer that fails the protocol's checks (another
 * subject): the session is over.
 */
export const isRenewalRefused = (error: unknown): boolean => !isRenewalUnreachable(error);

/**
 * TRUST-13: the provider's explicit "this session is over" (`invalid_grant`: the refresh token was
 * revoked, e.g. by a password reset; `login_required`: its session asks for the password again).
 */
function isSessionEnded(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'ErrorResponse') return false;
  const code = (error as Error & { error?: unknown }).error;
  return code === 'invalid_grant' || code === 'login_required';
}

/**
 * A refused renewal's answer (null). When the provider ended the session, the stored user goes
 * too: its tokens may not have run out, and must never be sent again, e.g. by the sign-in
 * callback's page before it has stored the new ones (a 401 there started one more sign-in, which
 * lost the way back to the page).
 */
export async function forgetEndedSession(
  error: unknown,
  userManager: { removeUser(): Promise<void> },
): Promise<null> {
  if (isSessionEnded(error)) await userManager.removeUser().catch(() => undefined);
  return null;
}

/** The renewal could not reach a provider able to decide: the session is kept and retried. */
export class RenewalUnavailableError extends Error {
  constructor(readonly original: unknown) {
    super('Session renewal unavailable');
    this.name = 'RenewalUnavailableError';
  }
}

export const isRenewalUnavailable = (error: unknown): error is RenewalUnavailableError =>
  error instanceof Error && error.name === 'RenewalUnavailableError';
