import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { AppConfig } from '@/shared/config/config';
import { paths } from '@/shared/paths';

/** Sign-in settings. */
export const SIGN_IN_SCOPE = 'openid profile email offline_access';
export const SILENT_REQUEST_TIMEOUT_SECONDS = 10;
export const EXPIRING_NOTICE_SECONDS = 60;
export const STALE_STATE_AGE_SECONDS = 15 * 60;
export const CHECK_SESSION_INTERVAL_SECONDS = 2;
export const POPUP_HEIGHT = 640;
/** A silent renewal that timed out is tried again (after 5 s, inside oidc-client-ts) at most this often. */
export const MAX_SILENT_RENEW_TIMEOUT_RETRIES = 2;

export const CALLBACK_PATH = paths.login.href();
export const SILENT_RENEW_PATH = '/silent-renew.html';

export function createOidcSettings(
  config: AppConfig,
  storage: Storage = window.sessionStorage,
): UserManagerSettings {
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${config.appUrl}${CALLBACK_PATH}`,
    silent_redirect_uri: `${config.appUrl}${SILENT_RENEW_PATH}`,
    post_logout_redirect_uri: `${config.appUrl}/`,
    response_type: 'code',
    scope: SIGN_IN_SCOPE,
    loadUserInfo: true,
    // Renewal runs through AuthService's single-flight signinSilent (refresh token first), also
    // for the library's own expiring timer: two refreshes racing with a rotating refresh token fail.
    automaticSilentRenew: true,
    validateSubOnSilentRenew: true,
    silentRequestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_SECONDS,
    requestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_SECONDS,
    maxSilentRenewTimeoutRetries: MAX_SILENT_RENEW_TIMEOUT_RETRIES,
    accessTokenExpiringNotificationTimeInSeconds: EXPIRING_NOTICE_SECONDS,
    staleStateAgeInSeconds: STALE_STATE_AGE_SECONDS,
    // The library starts a check-session iframe only when the provider's discovery document
    // offers `check_session_iframe`; with providers that do not, nothing is monitored.
    monitorSession: true,
    checkSessionIntervalInSeconds: CHECK_SESSION_INTERVAL_SECONDS,
    popupWindowFeatures: { height: POPUP_HEIGHT, location: false, menubar: false },
    // Revocation runs separately in AuthService.signOutRedirect, so a failing revocation
    // endpoint can never block the sign-out itself.
    revokeTokensOnSignout: false,
    userStore: new WebStorageStateStore({ store: storage, prefix: 'oidc.' }),
    stateStore: new WebStorageStateStore({ store: window.localStorage, prefix: 'oidc.' }),
  };
}
