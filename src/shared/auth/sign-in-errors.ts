/**
 * The sign-in library's error messages mapped to translation keys, so that a
 * failed sign-in reaches the user as a sentence in their language with a way back.
 */
export type SignInErrorKey =
  | 'auth:errors.networkTimeout'
  | 'auth:errors.iframeTimeout'
  | 'auth:errors.popupClosed'
  | 'auth:errors.noState'
  | 'auth:errors.noMatchingState'
  | 'auth:errors.signInFailed';

const KNOWN: Record<string, SignInErrorKey> = {
  'Network timed out': 'auth:errors.networkTimeout',
  'IFrame timed out without a response': 'auth:errors.iframeTimeout',
  'Popup closed by user': 'auth:errors.popupClosed',
  'No state in response': 'auth:errors.noState',
  'No matching state found in storage': 'auth:errors.noMatchingState',
};

export const SIGN_IN_FAILED = 'Sign in failed';
const DEFAULT_KEY: SignInErrorKey = 'auth:errors.signInFailed';

export function signInErrorKey(error: unknown): SignInErrorKey {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return KNOWN[message] ?? DEFAULT_KEY;
}

/** Thrown by anything that needs a signed-in user when none is present. */
export class SignInRequiredError extends Error {
  constructor() {
    super(SIGN_IN_FAILED);
    this.name = 'SignInRequiredError';
  }
}

export const isSignInRequiredError = (error: unknown): error is SignInRequiredError =>
  error instanceof Error && error.message === SIGN_IN_FAILED;

/** A failed callback is remembered for one page load so '/' can explain it instead of looping. */
const FAILED_SIGN_IN_KEY = 'signInError';

export function rememberFailedSignIn(error: unknown): void {
  try {
    sessionStorage.setItem(FAILED_SIGN_IN_KEY, signInErrorKey(error));
  } catch {
    /* storage unavailable: the user just gets the sign-in page again */
  }
}

/** The failed sign-in to explain, if any; it stays until the user tries again or signs in. */
const isSignInErrorKey = (value: string | null): value is SignInErrorKey =>
  value !== null && (Object.values(KNOWN) as string[]).concat(DEFAULT_KEY).includes(value);

export function failedSignIn(): SignInErrorKey | null {
  try {
    const stored = sessionStorage.getItem(FAILED_SIGN_IN_KEY);
    return isSignInErrorKey(stored) ? stored : stored === null ? null : DEFAULT_KEY;
  } catch {
    return null;
  }
}

export function clearFailedSignIn(): void {
  try {
    sessionStorage.removeItem(FAILED_SIGN_IN_KEY);
  } catch {
    /* nothing stored */
  }
}

/** What the error page shows when sign-in could not complete. */
export class SignInFailedError extends Error {
  constructor(public readonly messageKey: SignInErrorKey) {
    super(SIGN_IN_FAILED);
    this.name = 'SignInFailedError';
  }
}
