import type { LoaderFunctionArgs } from 'react-router-dom';
import { nextTask } from '@/shared/lib/next-task';
import type { AuthPort } from './auth-port';
import { SignInFailedError, clearFailedSignIn, failedSignIn } from './sign-in-errors';

/** Where the user is: the address to come back to after signing in. */
export const locationOf = (url: URL | Location) => `${url.pathname}${url.search}${url.hash}`;

/**
 * The one sign-in check of every loader that needs a user. A callback that just failed is
 * explained (SignInFailedError), not answered with another trip to the provider that could loop;
 * otherwise a missing or expired user is renewed silently, or sent to sign-in once.
 */
export async function ensureSignedIn(
  auth: Pick<AuthPort, 'currentUser' | 'requireUser'>,
  redirectPath: string,
): Promise<void> {
  if (auth.currentUser) clearFailedSignIn();
  else {
    const messageKey = failedSignIn();
    if (messageKey) throw new SignInFailedError(messageKey);
  }
  await auth.requireUser(redirectPath);
}

/**
 * A loader that runs only after the sign-in check. Every loader of the signed-in area that calls an
 * API is wrapped in it, so none can send a request with an expired token while a renewal is under
 * way: the order holds by construction, not by timing.
 */
export const afterSignIn =
  <R>(
    auth: Pick<AuthPort, 'currentUser' | 'requireUser'>,
    loader: (args: LoaderFunctionArgs) => R | Promise<R>,
  ) =>
  async (args: LoaderFunctionArgs): Promise<R> => {
    await ensureSignedIn(auth, locationOf(new URL(args.request.url)));
    // Each loader's own work (its requests, the store's updates) in a task of its own: at start-up
    // they all ran in the router's first task, one long task (HOUSE-6, docs/house-6-dashboard.md).
    await nextTask();
    return loader(args);
  };
