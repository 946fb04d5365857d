import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { User } from 'oidc-client-ts';
import { makeTestStore } from '@/testing/make-test-store';
import { userLoaded } from './auth-slice';
import { toSessionCopy } from './session-user';

describe('the session in the store', () => {
  it('[STORE-2] the auth slice holds a plain serializable copy: profile subset and expiry, no token fields', () => {
    const { store } = makeTestStore();
    const action = userLoaded({
      profile: { sub: USER_IDS.owner, name: 'Olivia Owner', email: 'owner@example.com' },
      expiresAt: 1_900_000_000,
    });
    expect(Object.keys(action.payload).sort()).toEqual(['expiresAt', 'profile']);
    store.dispatch(action);

    const auth = store.getState().auth;
    expect(auth).toEqual({
      status: 'signedIn',
      expiresAt: 1_900_000_000,
      profile: { sub: USER_IDS.owner, name: 'Olivia Owner', email: 'owner@example.com' },
    });
    expect(JSON.parse(JSON.stringify(auth))).toEqual(auth);
    expect(JSON.stringify(store.getState().auth)).not.toMatch(/token/i);
  });

  it('[STORE-2] the copy made from the sign-in library’s User carries no token, only profile subset and expiry', () => {
    const user = new User({
      access_token: 'secret-access',
      id_token: 'secret-id',
      refresh_token: 'secret-refresh',
      token_type: 'Bearer',
      scope: 'openid profile email offline_access',
      session_state: 'secret-session',
      expires_at: 1_900_000_000,
      profile: {
        sub: USER_IDS.owner,
        iss: 'x',
        aud: 'y',
        exp: 1,
        iat: 0,
        name: 'Olivia Owner',
        email: 'owner@example.com',
        given_name: 'Olivia',
      },
    });
    const action = userLoaded(toSessionCopy(user));
    expect(action.payload).toEqual({
      profile: {
        sub: USER_IDS.owner,
        name: 'Olivia Owner',
        email: 'owner@example.com',
        givenName: 'Olivia',
      },
      expiresAt: 1_900_000_000,
    });
    expect(JSON.stringify(action)).not.toMatch(/secret|token|session_state/);
    expect(action.payload).not.toBeInstanceOf(User);
  });
});
