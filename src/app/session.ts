import type { Persistor } from 'redux-persist';
import { accountApi } from '@/shared/api/account-api';
import { mainApi } from '@/shared/api/main-api';
import type { AuthService } from '@/shared/auth/auth-service';
import { userSignedOut } from '@/shared/auth/auth-slice';
import { clearSignInCookie } from '@/shared/auth/sign-in-cookie';
import type { AppStore } from './store';

/**
 * AUTH-10: tell the account service (any answer will do), then end the session for this page
 * (`beginSignOut`: no API call, renewal or sign-in from here on), clear the sign-in cookie, purge
 * what was persisted and every API cache, and sign out at the identity provider.
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
  // Before the caches go: mounted queries refetch at once after `resetApiState`.
  auth.beginSignOut();
  clearSignInCookie();
  await persistor?.purge();
  store.dispatch(accountApi.util.resetApiState());
  store.dispatch(mainApi.util.resetApiState());
  store.dispatch(userSignedOut());
  await auth.signOutRedirect();
}
