import { UserManager, type User } from 'oidc-client-ts';

/**
 * oidc-client-ts `UserManager` whose `signinSilent` is single-flight: the library's own expiring
 * timer, 403 retries and loaders all share one renewal (rotating refresh tokens fail when two
 * refreshes race).
 */
export class SingleFlightUserManager extends UserManager {
  private renewal: Promise<User | null> | null = null;

  override signinSilent(...args: Parameters<UserManager['signinSilent']>): Promise<User | null> {
    this.renewal ??= super.signinSilent(...args).finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }
}
