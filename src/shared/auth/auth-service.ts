import type { User, UserManager } from 'oidc-client-ts';
import type { AuthPort, CallbackOutcome, SignInOptions } from './auth-port';
import {
  browserOnline,
  defaultWait,
  renewalRetryDelay,
  type AuthEvents,
  type AuthServiceOptions,
} from './auth-service-options';
import { PageNavigator } from './page-navigator';
import { forgetEndedSession, isRenewalRefused, RenewalUnavailableError } from './renewal-errors';
import { DEFAULT_REDIRECT_PATH, safeRedirectPath } from './safe-redirect';
import { sessionChannel } from './session-channel';
import { processSignInCallback, type SignInState } from './sign-in-callback';
import { SignInRequiredError } from './sign-in-errors';
import { SingleFlightUserManager } from './single-flight-user-manager';
import {
  clearStoredTraces,
  OTHER_TAB_SIGN_OUT_WAIT_MS,
  PROVIDER_SIGNED_OUT_MESSAGE,
  SIGN_OUT_PENDING_KEY,
  SIGNED_OUT_MESSAGE,
} from './stored-traces';

/**
 * The session: oidc-client-ts's user store is the source of truth; this service keeps the current
 * access token at hand for the base query and tells the app (through `AuthEvents`) what changed.
 */
export class AuthService implements AuthPort {
  readonly userManager: UserManager;
  private user: User | null = null;
  private callbacks = new Map<string, Promise<CallbackOutcome>>();
  private redirecting: Promise<void> | null = null;
  private listeners: Partial<AuthEvents> = {};
  private readonly channel = sessionChannel();
  private leaving = false;
  /** Set while another tab's logout waits for its provider sign-out (TRUST-10). */
  private providerSignedOut: (() => void) | null = null;
  private readonly getLocale: () => string;
  private readonly reload: () => void;
  private readonly wait: (ms: number) => Promise<void>;
  private readonly isOnline: () => boolean;
  /** A renewal failed for want of the provider and is being retried (TRUST-6). */
  private retrying = false;

  constructor({
    settings,
    getLocale,
    reload,
    redirectNavigator,
    wait,
    isOnline,
  }: AuthServiceOptions) {
    this.userManager = new SingleFlightUserManager(
      settings,
      redirectNavigator ?? new PageNavigator(),
    );
    this.getLocale = getLocale;
    this.reload = reload ?? (() => window.location.reload());
    this.wait = wait ?? defaultWait;
    this.isOnline = isOnline ?? browserOnline;
    const events = this.userManager.events;
    events.addUserLoaded((user) => this.setUser(user));
    events.addUserUnloaded(() => this.setUser(null));
    events.addAccessTokenExpiring(() => this.listeners.expiring?.());
    events.addAccessTokenExpired(() => this.listeners.expired?.());
    // TRUST-6: an automatic renewal that failed ends the session only when the provider refused it
    // (`invalid_grant`); offline or a 5xx keeps the session and tries again with back-off. A
    // sign-out elsewhere, which the session monitor reports where the provider offers a
    // check-session iframe, ends it too.
    events.addSilentRenewError((error) => {
      if (isRenewalRefused(error) && this.isOnline()) this.endSession();
      else this.retryRenewal();
    });
    events.addUserSignedOut(() => this.endSession());
    // TRUST-10: a logout in another tab of the app ends the session here too (tokens live per
    // tab in sessionStorage, so each tab forgets its own). The reload, which starts a sign-in,
    // waits until that tab is back from the provider's sign-out (at most 10 s): before, it could
    // sign in again through the provider's session that was still open.
    this.channel?.addEventListener('message', (event: MessageEvent) => {
      if (event.data === PROVIDER_SIGNED_OUT_MESSAGE) {
        this.providerSignedOut?.();
        return;
      }
      if (event.data !== SIGNED_OUT_MESSAGE || this.leaving) return;
      this.leaving = true;
      this.userManager.stopSilentRenew();
      clearStoredTraces();
      const signedOut = new Promise<void>((resolve) => {
        this.providerSignedOut = resolve;
        void this.wait(OTHER_TAB_SIGN_OUT_WAIT_MS).then(resolve);
      });
      void this.userManager
        .removeUser()
        .then(() => signedOut)
        .finally(() => this.reload());
    });
    // Back from the provider's sign-out started here: the other tabs may sign in afresh now.
    if (typeof sessionStorage !== 'undefined' && sessionStorage.getItem(SIGN_OUT_PENDING_KEY)) {
      sessionStorage.removeItem(SIGN_OUT_PENDING_KEY);
      this.channel?.postMessage(PROVIDER_SIGNED_OUT_MESSAGE);
    }
    // Coming back with the back button restores this page as it was left: a sign-in that was
    // under way then is over, and the next one must be free to start.
    if (typeof window !== 'undefined') {
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) this.redirecting = null;
      });
    }
  }

  /** Forget the user and start over; never while offline, where a reload is the browser's error page. */
  private endSession(): void {
    if (this.leaving) return;
    this.renewalSettled();
    void this.userManager.removeUser().finally(() => {
      if (this.isOnline()) this.reload();
      else this.whenOnline().then(this.reload, () => undefined);
    });
  }

  private whenOnline(): Promise<void> {
    return new Promise((resolve) =>
      window.addEventListener('online', () => resolve(), { once: true }),
    );
  }

  private renewalSettled(): void {
    if (!this.retrying) return;
    this.retrying = false;
    this.listeners.renewalRecovered?.();
  }

  /**
   * TRUST-6: renew again after 2 s, 4 s ... (at most 60 s apart) while the provider cannot be
   * reached, and at once when the browser comes back online; until the provider answers. A
   * refusal then ends the session; a success ends the retries.
   */
  private retryRenewal(): void {
    if (this.retrying || this.leaving) return;
    this.retrying = true;
    this.listeners.renewalFailing?.();
    void (async () => {
      for (let attempt = 1; this.retrying && !this.leaving && this.user; attempt += 1) {
        await (this.isOnline() ? this.wait(renewalRetryDelay(attempt)) : this.whenOnline());
        if (!this.retrying || this.leaving || !this.user) break;
        try {
          await this.userManager.signinSilent();
          break;
        } catch (error) {
          if (isRenewalRefused(error) && this.isOnline()) {
            this.endSession();
            return;
          }
        }
      }
      this.renewalSettled();
    })();
  }

  /** Subscribe the store (or a test) to session changes. */
  listen(listeners: Partial<AuthEvents>): void {
    this.listeners = listeners;
    listeners.userChanged?.(this.user);
  }

  private setUser(user: User | null): void {
    this.user = user;
    this.listeners.userChanged?.(user);
  }

  /** Reads the stored user once at start-up. */
  async load(): Promise<User | null> {
    const user = await this.userManager.getUser();
    this.setUser(user);
    return user;
  }

  get signingOut(): boolean {
    return this.leaving;
  }

  /**
   * AUTH-10: logout has begun; the page leaves for the provider's sign-out next. From here on no
   * renewal runs, no sign-in redirect starts and the base query sends nothing: a sign-in started
   * by a late 401 (queries refetching after logout purged their caches, with a token being
   * revoked) would race the sign-out navigation and sign the user straight back in at the
   * provider, whose session has not ended yet.
   */
  beginSignOut(): void {
    this.leaving = true;
    this.userManager.stopSilentRenew();
  }

  get currentUser(): User | null {
    return this.user;
  }

  getAccessToken(): string | null {
    return this.user?.access_token ?? null;
  }

  /**
   * One renewal (single flight). Null when the provider refused it; a `RenewalUnavailableError`
   * when it could not be reached (offline, timeout, 5xx): the session stays and the renewal is
   * retried with back-off in the background (TRUST-6).
   */
  async renewSession(): Promise<string | null> {
    try {
      const user = await this.userManager.signinSilent();
      this.renewalSettled();
      return user?.access_token ?? null;
    } catch (error) {
      if (isRenewalRefused(error) && this.isOnline())
        return forgetEndedSession(error, this.userManager);
      if (!this.user) return null;
      this.retryRenewal();
      throw new RenewalUnavailableError(error);
    }
  }

  signInRedirect(options: SignInOptions = {}): Promise<void> {
    this.redirecting ??= this.startSignInRedirect(options).catch((error: unknown) => {
      this.redirecting = null;
      throw error;
    });
    return this.redirecting;
  }

  private async startSignInRedirect({
    redirectPath,
    signupData,
    extraQueryParams,
    replace,
    reauthenticate,
  }: SignInOptions): Promise<void> {
    if (this.leaving) return;
    // TRUST-6: offline, the provider's page would be the browser's error page and what the user
    // typed would be lost: the redirect waits for the connection.
    if (!this.isOnline()) await this.whenOnline();
    if (this.leaving) return;
    const state: SignInState = {
      redirectPath: safeRedirectPath(redirectPath ?? DEFAULT_REDIRECT_PATH),
    };
    if (signupData && Object.keys(signupData).length > 0) state.signupData = signupData;
    await this.userManager.signinRedirect({
      state,
      extraQueryParams: { locale: this.getLocale(), ...extraQueryParams },
      ...(replace ? { redirectMethod: 'replace' as const } : {}),
      // TRUST-10: the provider asks for the password whatever session it has, so `auth_time` moves.
      ...(reauthenticate ? { prompt: 'login' } : {}),
    });
  }

  /**
   * A present, unexpired user, renewed silently if its access token ran out; otherwise the browser
   * goes to sign-in (coming back to `redirectPath`) and the call fails with 'Sign in failed'.
   */
  async requireUser(redirectPath: string): Promise<void> {
    let user = this.user ?? (await this.userManager.getUser());
    if (user && user.expired && user.refresh_token && (await this.renewSession())) user = this.user;
    if (user && !user.expired) return;
    await this.signInRedirect({ redirectPath });
    throw new SignInRequiredError();
  }

  /**
   * Processes the `/login` callback exactly once per URL (StrictMode, loader revalidation and the
   * back button all land here again): stores the user, sets the sign-in cookie, keeps the
   * quickcheck answers, and says where to go. A failed, tampered or replayed callback goes to `/`.
   */
  completeSignIn(url: string): Promise<CallbackOutcome> {
    let outcome = this.callbacks.get(url);
    if (!outcome) {
      outcome = processSignInCallback(this.userManager, url);
      this.callbacks.set(url, outcome);
    }
    return outcome;
  }

  /**
   * Provider sign-out; the caller has already told the account service and cleared local state.
   * Tokens are revoked first, best effort; if the provider cannot be reached the local session
   * still ends.
   */
  async signOutRedirect(): Promise<void> {
    this.channel?.postMessage(SIGNED_OUT_MESSAGE);
    sessionStorage.setItem(SIGN_OUT_PENDING_KEY, '1');
    await this.userManager.revokeTokens().catch(() => undefined);
    try {
      await this.userManager.signoutRedirect();
    } catch {
      sessionStorage.removeItem(SIGN_OUT_PENDING_KEY);
      this.channel?.postMessage(PROVIDER_SIGNED_OUT_MESSAGE);
      await this.userManager.removeUser();
      window.location.assign('/');
    }
  }
}
