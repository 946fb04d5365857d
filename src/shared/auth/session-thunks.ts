import { createAsyncThunk } from '@reduxjs/toolkit';
import { accountApi } from '@/shared/api/account-api';
import { mainApi } from '@/shared/api/main-api';
import { userApi } from '@/shared/api/user-api';
import { clearSessionDrafts } from '@/shared/forms/session-draft';
import type { ThunkExtra } from '@/shared/lib/thunk-extra';
import type { SignInOptions } from './auth-port';
import { userSignedOut } from './auth-slice';
import { clearSignInCookie } from './sign-in-cookie';
import { clearStoredTraces } from './stored-traces';

const thunk = createAsyncThunk.withTypes<{ extra: ThunkExtra }>();

/**
 * Logout: tell the account service (any answer will do), then end the session for this page (no
 * API call, renewal or sign-in from here on), clear the sign-in cookie, forget what was persisted,
 * the forms' session drafts and every API cache, and sign out at the identity provider.
 */
export const logout = thunk('session/logout', async (_: void, { dispatch, extra }) => {
  await dispatch(userApi.endpoints.logout.initiate())
    .unwrap()
    .catch(() => undefined);
  // Before the caches go: mounted queries refetch at once after `resetApiState`.
  extra.auth.beginSignOut();
  clearSignInCookie();
  // TRUST-5: what was typed into forms and not submitted goes with the session.
  clearSessionDrafts();
  await extra.purgePersistedState();
  clearStoredTraces();
  dispatch(accountApi.util.resetApiState());
  dispatch(mainApi.util.resetApiState());
  dispatch(userSignedOut());
  await extra.auth.signOutRedirect();
});

/** Leaves for the identity provider's sign-in (from an error page's button, for instance). */
export const signIn = thunk('session/signIn', (options: SignInOptions, { extra }) =>
  extra.auth.signInRedirect(options),
);
