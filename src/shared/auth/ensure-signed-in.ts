import type { RouteAuth } from './auth-port';
import { SignInFailedError, clearFailedSignIn, failedSignIn } from './sign-in-errors';

/**
 * The one sign-in check of every loader that needs a user (ROUTE-3, AUTH-16). A callback that
 * just failed is explained (SignInFailedError), not answered with another trip to the provider
 * that could loop (AUTH-18); otherwise a missing or expired user means one sign-in redirect.
 */
export async function ensureSignedIn(
  auth: Pick<RouteAuth, 'currentUser' | 'requireUser'>,
  redirectPath: string,
): Promise<void> {
  if (auth.currentUser) clearFailedSignIn();
  else {
    const messageKey = failedSignIn();
    if (messageKey) throw new SignInFailedError(messageKey);
  }
  await auth.requireUser(redirectPath);
}
