import type { UserManager } from 'oidc-client-ts';
import { COMPANY_QUICKCHECK_KEY } from '@/shared/quickcheck/company-quickcheck-key';
import type { CallbackOutcome } from './auth-port';
import { DEFAULT_REDIRECT_PATH, safeRedirectPath } from './safe-redirect';
import { setSignInCookie } from './sign-in-cookie';
import { rememberFailedSignIn } from './sign-in-errors';

/** What the sign-in request carries through the identity provider and back. */
export interface SignInState {
  redirectPath: string;
  signupData?: Record<string, unknown>;
}

/**
 * The `/login` callback: stores the user, sets the sign-in cookie, keeps the quickcheck answers,
 * and says where to go. A failed, tampered or replayed callback goes to `/`.
 */
export async function processSignInCallback(
  userManager: UserManager,
  url: string,
): Promise<CallbackOutcome> {
  try {
    const user = await userManager.signinRedirectCallback(url);
    setSignInCookie();
    const state = (user.state ?? {}) as Partial<SignInState>;
    if (
      state.signupData &&
      typeof state.signupData === 'object' &&
      Object.keys(state.signupData).length > 0
    ) {
      localStorage.setItem(COMPANY_QUICKCHECK_KEY, JSON.stringify(state.signupData));
    }
    return { ok: true, redirectPath: safeRedirectPath(state.redirectPath) };
  } catch (error) {
    rememberFailedSignIn(error);
    return { ok: false, redirectPath: DEFAULT_REDIRECT_PATH, error };
  }
}
