import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { AuthPort } from '@/shared/auth/auth-port';
import { safeRedirectPath } from '@/shared/auth/safe-redirect';
import { REQUIRED_UTM_KEYS, UTM_KEYS } from '@/shared/contract/utm';
import { paths } from '@/shared/paths';

/**
 * `/signup`: starts registration at the identity provider (`forceRegistration=true`).
 * - All of utm_campaign, utm_source and utm_medium present: every utm value given goes along as a
 *   marketing parameter.
 * - Some utm values but not those three: partial campaign data is not trusted; a replace
 *   navigation drops it (`/signup?redirectPath=...`) and registration starts without it.
 * - Someone already signed in simply goes to `redirectPath`.
 */
export const signupLoader =
  (auth: Pick<AuthPort, 'signInRedirect' | 'getAccessToken'>) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const redirectPath = safeRedirectPath(
      url.searchParams.get('redirectPath') ?? paths.home.href(),
    );
    const utm: Record<string, string> = {};
    for (const key of UTM_KEYS) {
      const value = url.searchParams.get(key)?.trim();
      if (value) utm[key] = value;
    }
    const hasUtm = Object.keys(utm).length > 0;
    const complete = REQUIRED_UTM_KEYS.every((key) => key in utm);

    if (hasUtm && !complete) {
      throw replace(`${paths.signup.href()}?${new URLSearchParams({ redirectPath }).toString()}`);
    }
    if (auth.getAccessToken()) throw replace(redirectPath);

    // `/signup` is a pass-through: replacing its history entry keeps dropped utm data out of
    // the history, and Back from the registration form returns to where the visitor came from.
    await auth.signInRedirect({
      redirectPath,
      extraQueryParams: { forceRegistration: 'true', ...(complete ? utm : {}) },
      replace: true,
    });
    return { redirecting: true };
  };
