import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { locationOf } from '@/shared/auth/ensure-signed-in';
import { isRedirectNotTaken } from '@/shared/auth/page-navigator';
import { isRenewalUnavailable } from '@/shared/auth/renewal-errors';
import { signIn } from '@/shared/auth/session-thunks';
import {
  type SignInErrorKey,
  SignInFailedError,
  clearFailedSignIn,
  isSignInRequiredError,
} from '@/shared/auth/sign-in-errors';
import {
  ConnectionProblemPage,
  NotFoundPage,
  SignInProblemPage,
  StatusErrorPage,
  UnexpectedErrorPage,
} from './error-pages';
import { useThunkDispatch } from '@/shared/lib/dispatch';
import { FullScreenSpinner } from './full-screen-spinner';

/** What an error means for the screen: one mapping for the router and the error boundary. */
export type ErrorScreen =
  | { kind: 'signIn' }
  | { kind: 'signingIn' }
  | { kind: 'signInProblem'; messageKey: SignInErrorKey }
  | { kind: 'notFound' }
  | { kind: 'network' }
  | { kind: 'status'; status: 400 | 403 | 405 }
  | { kind: 'unexpected'; status?: number | string };

interface ResponseLike {
  status: number;
  statusText?: string;
  internal?: boolean;
  data?: unknown;
}

const isResponseLike = (e: unknown): e is ResponseLike =>
  Boolean(e) &&
  typeof e === 'object' &&
  typeof (e as ResponseLike).status === 'number' &&
  !isApiError(e);

export function classifyError(error: unknown): ErrorScreen {
  if (error instanceof SignInFailedError)
    return { kind: 'signInProblem', messageKey: error.messageKey };
  // The sign-in redirect is already under way (AuthService started it): just wait for it.
  if (isSignInRequiredError(error)) return { kind: 'signingIn' };
  // TRUST-6: the provider could not renew the session for want of a connection: the session is
  // still there, so "Connection problem" with a retry, never a sign-in.
  if (isRenewalUnavailable(error)) return { kind: 'network' };
  // TRUST-6: the browser stayed (the user chose "Stay", or nothing navigated): offer sign-in again.
  if (isRedirectNotTaken(error))
    return { kind: 'signInProblem', messageKey: 'auth:errors.signInFailed' };
  if (isApiError(error)) {
    if (error.kind === 'unauthorized') return { kind: 'signIn' };
    if (error.kind === 'notFound') return { kind: 'notFound' };
    if (error.kind === 'network') return { kind: 'network' };
    // A permission the service refused even after a renewed token: explained, not "unexpected".
    if (error.status === 403) return { kind: 'status', status: 403 };
    return { kind: 'unexpected', status: error.status };
  }
  if (isResponseLike(error)) {
    if (error.status === 401) return { kind: 'signIn' };
    if (error.status === 404) return { kind: 'notFound' };
    if (error.status === 400 || error.status === 403 || error.status === 405)
      return { kind: 'status', status: error.status };
    return { kind: 'unexpected', status: error.status };
  }
  return { kind: 'unexpected' };
}

function SignInRedirect() {
  const dispatch = useThunkDispatch();
  const { t } = useTranslation(['common', 'auth']);
  useEffect(() => {
    void dispatch(signIn({ redirectPath: locationOf(window.location) }));
  }, [dispatch]);
  return <FullScreenSpinner label={t('auth:redirecting')} />;
}

/**
 * The screen for any error, never a blank page. `dataOfPage`: the error is of the page's own data
 * (a query it runs), not of its route: an unexpected answer offers `onRetry` too (UX-2).
 */
export function ErrorView({
  error,
  onRetry,
  dataOfPage = false,
}: {
  error: unknown;
  onRetry: () => void;
  dataOfPage?: boolean;
}) {
  const dispatch = useThunkDispatch();
  const { t } = useTranslation(['common', 'auth']);
  const screen = classifyError(error);
  switch (screen.kind) {
    case 'signIn':
      return <SignInRedirect />;
    case 'signingIn':
      return <FullScreenSpinner label={t('auth:redirecting')} />;
    case 'signInProblem':
      return (
        <SignInProblemPage
          messageKey={screen.messageKey}
          onSignIn={() => {
            clearFailedSignIn();
            void dispatch(signIn({ redirectPath: '/' }));
          }}
        />
      );
    case 'notFound':
      return <NotFoundPage />;
    case 'network':
      return <ConnectionProblemPage onRetry={onRetry} />;
    case 'status':
      return <StatusErrorPage status={screen.status} />;
    default:
      return (
        <UnexpectedErrorPage
          {...(screen.status !== undefined ? { status: screen.status } : {})}
          {...(dataOfPage ? { onRetry } : {})}
        />
      );
  }
}
