import type {
  AuthPort,
  CallbackOutcome,
  CurrentUser,
  SignInOptions,
} from '@/shared/auth/auth-port';
import { RenewalUnavailableError } from '@/shared/auth/renewal-errors';
import { SignInRequiredError } from '@/shared/auth/sign-in-errors';
import { USER_IDS } from '../../mocks/common/data/fixtures/users';
import { testTokenFor } from '../../mocks/common/data/auth-tokens';

/**
 * The session for tests: holds a test token the mock APIs accept (see mocks/common/data/auth-tokens.ts),
 * renews by issuing a newer token (single flight, like AuthService), and records sign-in
 * redirects and sign-outs instead of leaving the page. Like AuthService, a sign-in redirect is
 * single flight and an expired session with a refresh token is renewed before a loader proceeds.
 */
export class FakeAuth implements AuthPort {
  token: string | null;
  /** The access token ran out; `requireUser` renews it when `refreshable`. */
  expired = false;
  refreshable = true;
  renewals = 0;
  /** `unavailable`: the provider cannot be reached (offline, 5xx); the session stays (TRUST-6). */
  renewResult: 'ok' | 'fail' | 'unavailable' = 'ok';
  signInRedirects: SignInOptions[] = [];
  /** Makes the next sign-in redirects fail (the provider unreachable). */
  redirectFailure: Error | null = null;
  signOuts = 0;
  signingOut = false;
  callbackOutcome: CallbackOutcome = { ok: true, redirectPath: '/' };
  callbacks: string[] = [];

  /**
   * When the user signed in (ms): renewals keep it, as the provider's `auth_time` stays with the
   * refresh token; `signedInAt` moves it (a sign-in long ago, for changes that need a recent one).
   */
  authTime = Date.now();

  constructor(public userId: string | null = USER_IDS.owner) {
    this.token = userId ? testTokenFor(userId, this.authTime, 300, this.authTime) : null;
  }

  /** The session of a sign-in at `at` (ms), with a fresh access token of it. */
  signedInAt(at: number): this {
    this.authTime = at;
    if (this.userId) this.token = testTokenFor(this.userId, Date.now(), 300, at);
    return this;
  }

  private inFlight: Promise<string | null> | null = null;
  private redirecting: Promise<void> | null = null;

  get currentUser(): CurrentUser | null {
    return this.token && this.userId
      ? { profile: { sub: this.userId }, expired: this.expired }
      : null;
  }

  getAccessToken(): string | null {
    return this.token;
  }

  /** An access token that ran out, as the provider would have issued it long ago. */
  expire(): void {
    this.expired = true;
    if (this.userId)
      this.token = testTokenFor(this.userId, Date.now() - 3_600_000, 60, this.authTime);
  }

  renewSession(): Promise<string | null> {
    this.inFlight ??= (async () => {
      this.renewals += 1;
      await Promise.resolve();
      if (this.renewResult === 'unavailable') {
        this.inFlight = null;
        throw new RenewalUnavailableError(new TypeError('Failed to fetch'));
      }
      const ok = this.renewResult === 'ok' && this.userId !== null;
      this.token = ok
        ? testTokenFor(this.userId!, Date.now() + this.renewals, 300, this.authTime)
        : null;
      if (ok) this.expired = false;
      this.inFlight = null;
      return this.token;
    })();
    return this.inFlight;
  }

  beginSignOut(): void {
    this.signingOut = true;
  }

  signInRedirect(options: SignInOptions = {}): Promise<void> {
    this.redirecting ??= (async () => {
      if (this.signingOut) return;
      if (this.redirectFailure) throw this.redirectFailure;
      this.signInRedirects.push(options);
    })().catch((error: unknown) => {
      this.redirecting = null;
      throw error;
    });
    return this.redirecting;
  }

  async requireUser(redirectPath: string): Promise<void> {
    if (this.token && this.expired && this.refreshable) await this.renewSession();
    if (this.token && !this.expired) return;
    await this.signInRedirect({ redirectPath });
    throw new SignInRequiredError();
  }

  async completeSignIn(url: string): Promise<CallbackOutcome> {
    this.callbacks.push(url);
    return this.callbackOutcome;
  }

  async signOutRedirect(): Promise<void> {
    this.signOuts += 1;
  }
}
