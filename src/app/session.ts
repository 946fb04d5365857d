import type { Persistor } from 'redux-persist';
import { accountApi } from '@/shared/api/account-api';
import { mainApi } from '@/shared/api/main-api';
import type { AuthService } from '@/shared/auth/auth-service';
import { userSignedOut } from '@/shared/auth/auth-slice';
import { clearSignInCookie } from '@/shared/auth/sign-in-cookie';
import type { AppStore } from './store';

/**
 * AUTH-10: tell the account service (any answer will do), clear the sign-in cookie, purge what was
 * persisted and every API cache, then sign out at the identity provider.
 */
export async function logout({
  store,
  persistor,
  auth,
}: {
  store: AppStore;
  persistor: Persistor | null;
  auth: AuthService;
}) {
  await store
    .dispatch(accountApi.endpoints.logout.initiate())
    .unwrap()
    .catch(() => undefined);
  clearSignInCookie();
  await persistor?.purge();
  store.dispatch(accountApi.util.resetApiState());
  store.dispatch(mainApi.util.resetApiState());
  store.dispatch(userSignedOut());
  await auth.signOutRedirect();
}
