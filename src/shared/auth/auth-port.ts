/**
 * What the API layer and loaders need from the session, injected into the store as the thunk
 * extra argument. The real implementation is `createAuthService` (oidc-client-ts); tests pass a
 * small in-memory one. Keeping it an interface keeps oidc-client-ts out of every test that only
 * needs a bearer token.
 */
export interface SignInOptions {
  /** Where to go after the callback; validated as a same-origin path. */
  redirectPath?: string;
  signupData?: Record<string, unknown>;
  /** Extra authorization parameters (forceRegistration, marketing utm values). */
  extraQueryParams?: Record<string, string>;
  /** Replace the current history entry instead of adding one (pass-through pages like /signup). */
  replace?: boolean;
}

export interface AuthPort {
  /** The current access token, or null when signed out. */
  getAccessToken(): string | null;
  /**
   * Renew the session (refresh token, else silent sign-in). Single flight: concurrent callers share
   * one renewal. Resolves with the new access token, or null when renewal failed.
   */
  renewSession(): Promise<string | null>;
  /** Leave the app for the identity provider's sign-in page. */
  signInRedirect(options?: SignInOptions): Promise<void>;
  /**
   * AUTH-16: resolves when a present, unexpired user exists; otherwise starts one sign-in redirect
   * (shared by concurrent callers) back to `redirectPath` and rejects with 'Sign in failed'.
   */
  requireUser(redirectPath: string): Promise<unknown>;
  /**
   * AUTH-10: true once logout has begun and the page is about to leave for the provider's
   * sign-out. The base query sends nothing from then on (see `createApiBaseQuery`).
   */
  readonly signingOut?: boolean;
}

/** The outcome of processing the `/login` callback. */
export type CallbackOutcome =
  { ok: true; redirectPath: string } | { ok: false; redirectPath: string; error: unknown };

/** The signed-in user as routes see it: enough for the public layout and the sign-in checks. */
export interface CurrentUser {
  profile: { sub: string; name?: string | undefined };
  expired?: boolean | undefined;
}

/** What the route tree needs from the session (the real one is `AuthService`). */
export interface RouteAuth extends AuthPort {
  readonly currentUser: CurrentUser | null;
  completeSignIn(url: string): Promise<CallbackOutcome>;
}
