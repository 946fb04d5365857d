import { needsSignIn } from '@/shared/api/api-error';
import { redirectToSignIn } from '@/shared/api/error-catalogue';
import type { AuthPort } from '@/shared/auth/auth-port';
import { isRedirectNotTaken } from '@/shared/auth/page-navigator';
import { isSignInRequiredError } from '@/shared/auth/sign-in-errors';

/**
 * an unhandled rejection that means "not signed in" sends the user to sign-in; any other
 * shows the default error toast (`defaultError`, translated).
 */
export function isUnauthorized(reason: unknown): boolean {
  return needsSignIn(reason) || isSignInRequiredError(reason);
}

export function handleUnhandledRejection(
  reason: unknown,
  deps: { auth: AuthPort; showDefaultError: () => void },
): void {
  // The user chose to stay on the page (TRUST-6): nothing went wrong.
  if (isRedirectNotTaken(reason)) return;
  if (isUnauthorized(reason)) {
    redirectToSignIn(deps.auth).catch((error: unknown) => {
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
