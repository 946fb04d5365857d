/**
 * The session as the rest of the app sees it. The store hands it to thunks, listeners, base
 * queries and loaders; the real one is `AuthService` (oidc-client-ts), tests use a small
 * in-memory one, so oidc-client-ts stays out of every test that only needs a bearer token.
 */
export interface SignInOptions {
  /** Where to go after the callback; validated as a same-origin path. */
  redirectPath?: string;
  signupData?: Record<string, unknown>;
  /** Extra authorization parameters (forceRegistration, marketing utm values). */
  extraQueryParams?: Record<string, string>;
  /** Replace the current history entry instead of adding one (pass-through pages like /signup). */
  replace?: boolean;
  /**
   * Ask for the password again even with a session at the provider (`prompt=login`), for changes
   * that need a recent sign-in (TRUST-10: the e-mail address).
   */
  reauthenticate?: boolean;
}

/** The outcome of processing the `/login` callback. */
export type CallbackOutcome =
  { ok: true; redirectPath: string } | { ok: false; redirectPath: string; error: unknown };

/** The signed-in user as routes see it: enough for the public layout and the sign-in checks. */
export interface CurrentUser {
  profile: { sub: string; name?: string | undefined };
  expired?: boolean | undefined;
}

export interface AuthPort {
  readonly currentUser: CurrentUser | null;
  /** The current access token, or null when signed out. */
  getAccessToken(): string | null;
  /**
   * Renew the session (refresh token, else silent sign-in). Single flight: concurrent callers share
   * one renewal. Resolves with the new access token, or null when renewal failed.
   */
  renewSession(): Promise<string | null>;
  /**
   * Leave the app for the identity provider's sign-in page. Single flight: however many callers
   * ask at once, one sign-in state is stored and the browser navigates once; a failed attempt
   * (the provider unreachable) leaves the next call free to try again.
   */
  signInRedirect(options?: SignInOptions): Promise<void>;
  /**
   * Resolves when a present, unexpired user exists (renewing an expired one silently first);
   * otherwise starts the sign-in redirect back to `redirectPath` and rejects with 'Sign in failed'.
   */
  requireUser(redirectPath: string): Promise<void>;
  /** Processes the `/login` callback, once per URL. */
  completeSignIn(url: string): Promise<CallbackOutcome>;
  /**
   * Logout has begun: the page leaves for the provider's sign-out next. From here on no renewal
   * runs, no sign-in redirect starts and the base query sends nothing, so queries refetching after
   * the caches were emptied cannot start a sign-in that races the sign-out.
   */
  beginSignOut(): void;
  /** True once `beginSignOut` was called. */
  readonly signingOut: boolean;
  /** Sign-out at the identity provider; the caller has cleared local state. */
  signOutRedirect(): Promise<void>;
}
