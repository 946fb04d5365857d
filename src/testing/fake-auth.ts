import type {
  CallbackOutcome,
  CurrentUser,
  RouteAuth,
  SignInOptions,
} from '@/shared/auth/auth-port';
import { SignInRequiredError } from '@/shared/auth/sign-in-errors';
import { testTokenFor } from '../../mocks/data/auth-tokens';

/**
 * The session for tests: holds a test token the mock APIs accept (see mocks/data/auth-tokens.ts),
 * renews by issuing a newer token (single flight, like AuthService), and records sign-in
 * redirects instead of leaving the page.
 */
export class FakeAuth implements RouteAuth {
  token: string | null;
  renewals = 0;
  renewResult: 'ok' | 'fail' = 'ok';
  signInRedirects: SignInOptions[] = [];
  signingOut = false;
  callbackOutcome: CallbackOutcome = { ok: true, redirectPath: '/' };
  callbacks: string[] = [];

  constructor(public userId: string | null = 'usr-owner-0001') {
    this.token = userId ? testTokenFor(userId) : null;
  }

  private inFlight: Promise<string | null> | null = null;

  get currentUser(): CurrentUser | null {
    return this.token && this.userId ? { profile: { sub: this.userId }, expired: false } : null;
  }

  getAccessToken(): string | null {
    return this.token;
  }

  renewSession(): Promise<string | null> {
    this.inFlight ??= (async () => {
      this.renewals += 1;
      await Promise.resolve();
      this.token =
        this.renewResult === 'ok' && this.userId
          ? testTokenFor(this.userId, Date.now() + this.renewals)
          : null;
      this.inFlight = null;
      return this.token;
    })();
    return this.inFlight;
  }

  beginSignOut(): void {
    this.signingOut = true;
  }

  async signInRedirect(options: SignInOptions = {}): Promise<void> {
    this.signInRedirects.push(options);
  }

  private redirecting: Promise<void> | null = null;

  /** Like AuthService: concurrent loaders share one sign-in redirect. */
  async requireUser(redirectPath: string): Promise<void> {
    if (this.token) return;
    this.redirecting ??= this.signInRedirect({ redirectPath });
    await this.redirecting;
    throw new SignInRequiredError();
  }

  async completeSignIn(url: string): Promise<CallbackOutcome> {
    this.callbacks.push(url);
    return this.callbackOutcome;
  }
}
