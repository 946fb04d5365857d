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
export const SIGNED_OUT_MESSAGE = 'signedOut';
