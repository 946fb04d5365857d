import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import {
  ERROR_CATALOGUE,
  classifyStatus,
  hasPage,
  signInHere,
  type ApiErrorKind,
} from '@/shared/api/error-catalogue';
import { isChunkLoadError } from '@/shared/lib/chunk-load';
import { isRedirectNotTaken } from '@/shared/auth/page-navigator';
import { isRenewalUnavailable } from '@/shared/auth/renewal-errors';
import { signIn } from '@/shared/auth/session-thunks';
import {
  type SignInErrorKey,
  SignInFailedError,
  clearFailedSignIn,
  isSignInRequiredError,
} from '@/shared/auth/sign-in-errors';
import { KindErrorPage, SignInProblemPage } from './error-pages';
import { useThunkDispatch } from '@/shared/lib/dispatch';
import { FullScreenSpinner } from './full-screen-spinner';

/**
 * What an error means for the screen: one mapping for the router and the error boundary. An API
 * error, or a router status, is shown as its kind's screen in the error catalogue; a sign-in that
 * failed or is under way has screens of its own.
 */
export type ErrorScreen =
  | { kind: 'signingIn' }
  | { kind: 'signInProblem'; messageKey: SignInErrorKey }
  | { kind: ApiErrorKind; status?: number | string };

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
  if (isApiError(error)) return { kind: error.kind, status: error.status };
  // TRUST-17: the page's code or texts could not be downloaded (offline): a connection problem,
  // retried when the connection returns, not "Something went wrong".
  if (isChunkLoadError(error)) return { kind: 'network' };
  // A router status (ERR-6): the same catalogue as the API's statuses.
  if (isResponseLike(error)) return { kind: classifyStatus(error.status), status: error.status };
  return { kind: 'unexpected' };
}

/** The screen is the way to sign-in (to start, by the catalogue's reaction, or under way). */
export const isWayToSignIn = (screen: ErrorScreen): boolean =>
  screen.kind === 'signingIn' ||
  (screen.kind !== 'signInProblem' && ERROR_CATALOGUE[screen.kind].signIn === 'redirect');

function SignInRedirect() {
  const dispatch = useThunkDispatch();
  const { t } = useTranslation(['common', 'auth']);
  useEffect(() => {
    void dispatch(signIn(signInHere()));
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
  if (screen.kind === 'signingIn') return <FullScreenSpinner label={t('auth:redirecting')} />;
  if (screen.kind === 'signInProblem')
    return (
      <SignInProblemPage
        messageKey={screen.messageKey}
        onSignIn={() => {
          clearFailedSignIn();
          void dispatch(signIn({ redirectPath: '/' }));
        }}
      />
    );
  // The catalogue's screen of `unauthorized`: the way to sign-in, back to where the user was.
  if (!hasPage(screen.kind)) return <SignInRedirect />;
  const { action } = ERROR_CATALOGUE[screen.kind].screen;
  return (
    <KindErrorPage
      kind={screen.kind}
      status={screen.status}
      // A connection problem is the user's to retry; an unexpected answer of the page's own data too.
      onRetry={action === 'retry' || (action === 'reload' && dataOfPage) ? onRetry : undefined}
    />
  );
}
