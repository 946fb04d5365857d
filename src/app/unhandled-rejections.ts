import { isApiError } from '@/shared/api/api-error';
import type { AuthPort } from '@/shared/auth/auth-port';
import { locationOf } from '@/shared/auth/ensure-signed-in';
import { isRedirectNotTaken } from '@/shared/auth/page-navigator';
import { isSignInRequiredError } from '@/shared/auth/sign-in-errors';

/**
 * an unhandled rejection that means "not signed in" sends the user to sign-in; any other
 * shows the default error toast (`defaultError`, translated).
 */
export function isUnauthorized(reason: unknown): boolean {
  return (isApiError(reason) && reason.kind === 'unauthorized') || isSignInRequiredError(reason);
}

export function handleUnhandledRejection(
  reason: unknown,
  deps: { auth: AuthPort; showDefaultError: () => void },
): void {
  // The user chose to stay on the page (TRUST-6): nothing went wrong.
  if (isRedirectNotTaken(reason)) return;
  if (isUnauthorized(reason)) {
    deps.auth
      .signInRedirect({ redirectPath: locationOf(window.location) })
      .catch((error: unknown) => {
        if (!isRedirectNotTaken(error)) deps.showDefaultError();
      });
    return;
  }
  deps.showDefaultError();
}

export function listenForUnhandledRejections(deps: {
  auth: AuthPort;
  showDefaultError: () => void;
}): () => void {
  const onRejection = (event: PromiseRejectionEvent) =>
    handleUnhandledRejection(event.reason, deps);
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
}
