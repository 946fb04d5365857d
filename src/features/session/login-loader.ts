import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { AuthPort } from '@/shared/auth/auth-port';
import { paths } from '@/shared/paths';

const CALLBACK_PARAMS = ['code', 'state', 'error'];

/**
 * `/login`, the sign-in callback. The callback is processed here, in a loader, once per
 * URL (AuthService memoises it), and left with a replace navigation so that neither reload nor the
 * back button replays the code. Without callback parameters (a bookmark, the back button) there is
 * nothing to process: go home.
 */
export const loginLoader =
  (auth: Pick<AuthPort, 'completeSignIn'>) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (!CALLBACK_PARAMS.some((p) => url.searchParams.has(p))) throw replace(paths.home.href());
    const outcome = await auth.completeSignIn(url.href);
    throw replace(outcome.redirectPath);
  };
