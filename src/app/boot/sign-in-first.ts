import type { INavigator } from 'oidc-client-ts';
import { accountServiceIsLocal } from '@/shared/account-service';
import { browserOnline } from '@/shared/auth/auth-service-options';
import { hasSignInCookie } from '@/shared/auth/sign-in-cookie';
import { failedSignIn } from '@/shared/auth/sign-in-errors';
import { config } from '@/shared/config/config';
import { browserLanguages, detectLanguage } from '@/shared/i18n/detect-language';
import { storedLanguage } from '../persist-storage';
import { loadAuth } from './load-auth';
import { isSignedInArea } from './signed-in-area';

type Address = Pick<Location, 'pathname' | 'search'>;

/** oidc-client-ts's stored user (`userStore` of `createOidcSettings`: session storage, `oidc.`). */
function hasStoredUser(storage: Storage): boolean {
  try {
    return storage.getItem(`oidc.user:${config.oidc.authority}:${config.oidc.clientId}`) !== null;
  } catch {
    return false;
  }
}

/**
 * HOUSE-6: a visit to the signed-in area with no sign-in indicator cookie (set by the callback,
 * 1800 s) and no stored user goes to the provider before the app loads: nothing of the app would
 * be shown anyway. With a stored user the app starts as before (it renews the session silently);
 * after a failed callback too (the app explains the failure instead of sending the user round
 * again), and offline.
 */
export function signInFirstApplies(location: Address = window.location): boolean {
  return (
    // Offline the redirect would wait for the connection on a blank page: the app shows why.
    browserOnline() &&
    !hasSignInCookie() &&
    !hasStoredUser(window.sessionStorage) &&
    failedSignIn() === null &&
    isSignedInArea(location.pathname, accountServiceIsLocal())
  );
}

/**
 * The redirect the app's sign-in check would make, from the session service alone: the same
 * settings, state (the address to come back to) and `locale` (the language the app would pick,
 * the stored choice else the browser's). Fails if the browser stays on the page (`PageNavigator`).
 */
export async function signInFirst(
  location: Address = window.location,
  redirectNavigator?: INavigator,
): Promise<void> {
  const language = detectLanguage(storedLanguage(window.localStorage), browserLanguages());
  const { createAuthService } = await loadAuth();
  const auth = createAuthService(
    config,
    () => language,
    redirectNavigator ? { redirectNavigator } : {},
  );
  // The router's loaders see the address without its fragment (their request's URL): so does this.
  await auth.signInRedirect({ redirectPath: `${location.pathname}${location.search}` });
}
