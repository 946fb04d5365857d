/**
 * TRUST-10: what logout leaves behind on this browser. Everything the app wrote to local and
 * session storage goes (the stored quickcheck, flag overrides, the persisted state, drafts and
 * notes kept for the session), except oidc-client-ts's own entries (`oidc.`), which the provider
 * sign-out that follows needs and then removes itself.
 */
const OIDC_PREFIX = 'oidc.';

function clear(storage: Storage | undefined): void {
  if (!storage) return;
  try {
    for (const key of Object.keys(storage)) {
      if (!key.startsWith(OIDC_PREFIX)) storage.removeItem(key);
    }
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

export function clearStoredTraces(): void {
  clear(typeof localStorage === 'undefined' ? undefined : localStorage);
  clear(typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
}

/** The channel on which a logout tells the app's other tabs (TRUST-10). */
export const SESSION_CHANNEL = 'epr-session';
/** A tab is logging out: the others forget their user and wait for the provider's sign-out. */
export const SIGNED_OUT_MESSAGE = 'signedOut';
/**
 * The logging-out tab is back from the provider's sign-out: the others may reload now. Reloading
 * before it would sign them in again through the provider's session, or fail half-way (the code
 * they got refused once that session ends) with "Sign-in did not complete".
 */
export const PROVIDER_SIGNED_OUT_MESSAGE = 'providerSignedOut';
/** Session storage: this tab left for the provider's sign-out and says so when it is back. */
export const SIGN_OUT_PENDING_KEY = 'eprSignOutPending';
/** Another tab's reload waits at most this long for its provider sign-out (closed tab, error). */
export const OTHER_TAB_SIGN_OUT_WAIT_MS = 10_000;
