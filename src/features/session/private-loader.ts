import type { LoaderFunctionArgs } from 'react-router-dom';
import { accountApi } from '@/shared/api/account-api';
import { settle, type LoaderStore } from '@/shared/api/load-query';
import { mainApi } from '@/shared/api/main-api';
import type { RouteAuth } from '@/shared/auth/auth-port';
import { ensureSignedIn } from '@/shared/auth/ensure-signed-in';

/**
 * ROUTE-3: private routes need a signed-in user (AUTH-16), then the signed-in feature flags and the
 * account service's user, fetched in parallel (the company loader fetches the companies at the same
 * time, since React Router runs nested loaders together).
 */
export const privateLoader =
  (store: LoaderStore, auth: RouteAuth) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    await ensureSignedIn(auth, `${url.pathname}${url.search}${url.hash}`);
    await Promise.all([
      settle(store.dispatch(mainApi.endpoints.featureFlags.initiate({ signedIn: true }))),
      settle(store.dispatch(accountApi.endpoints.getUser.initiate())),
    ]);
    return null;
  };

/** ROUTE-2: the public layout hands its children the current user, or none. */
export const publicLoader = (auth: RouteAuth) => async () => {
  const user = auth.currentUser;
  return {
    user: user && !user.expired ? { sub: user.profile.sub, name: user.profile.name ?? null } : null,
  };
};
