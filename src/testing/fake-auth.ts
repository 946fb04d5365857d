import type { AuthPort, SignInOptions } from '@/shared/auth/auth-port';
import { SignInRequiredError } from '@/shared/auth/sign-in-errors';
import { testTokenFor } from '../../mocks/data/auth-tokens';

/**
 * An AuthPort for tests: holds a test token the mock APIs accept (see mocks/data/auth-tokens.ts),
 * renews by issuing a newer token, and records sign-in redirects instead of leaving the page.
 */
export class FakeAuth implements AuthPort {
  token: string | null;
  renewals = 0;
  renewResult: 'ok' | 'fail' = 'ok';
  signInRedirects: SignInOptions[] = [];

  constructor(public userId: string | null = 'usr-owner-0001') {
    this.token = userId ? testTokenFor(userId) : null;
  }

  private inFlight: Promise<string | null> | null = null;

  getAccessToken(): string | null {
    return this.token;
  }

  renewSession(): Promise<string | null> {
    this.inFlight ??= (async () => {
      this.renewals += 1;
      await Promise.resolve();
      this.token =
        this.renewResult === 'ok' && this.userId ? testTokenFor(this.userId, Date.now() + this.renewals) : null;
      this.inFlight = null;
      return this.token;
    })();
    return this.inFlight;
  }

  async signInRedirect(options: SignInOptions = {}): Promise<void> {
    this.signInRedirects.push(options);
  }

  async requireUser(redirectPath: string): Promise<void> {
    if (this.token) return;
    await this.signInRedirect({ redirectPath });
    throw new SignInRequiredError();
  }
}
