import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { accountApi } from '@/shared/api/account-api';
import { mainApi } from '@/shared/api/main-api';
import { userLoaded } from '@/shared/auth/auth-slice';
import type { AuthService } from '@/shared/auth/auth-service';
import { hasSignInCookie, setSignInCookie } from '@/shared/auth/sign-in-cookie';
import { companySelected } from '@/features/company/company-slice';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { server } from '../../mocks/node';
import { logout } from './session';
import { handleUnhandledRejection } from './unhandled-rejections';

class LogoutAuth extends FakeAuth {
  signedOutAtProvider = 0;
  async signOutRedirect() {
    this.signedOutAtProvider += 1;
  }
}

async function signedInStore() {
  const auth = new LogoutAuth();
  const made = makeTestStore({ auth, storage: localStorage });
  const { store, persistor } = made;
  await new Promise<void>((resolve) => {
    if (persistor!.getState().bootstrapped) resolve();
    else persistor!.subscribe(() => persistor!.getState().bootstrapped && resolve());
  });
  store.dispatch(userLoaded({ profile: { sub: 'usr-owner-0001' }, expiresAt: 2_000_000_000 }));
  store.dispatch(companySelected('cmp-0002'));
  await store.dispatch(accountApi.endpoints.getCompanies.initiate()).unwrap();
  await store.dispatch(mainApi.endpoints.featureFlags.initiate({ signedIn: true })).unwrap();
  await persistor!.flush();
  setSignInCookie();
  return { auth, store, persistor };
}

describe('logout', () => {
  it.each([[204], [500], [401]])(
    '[AUTH-10][API-6] account logout answering %s: cookie cleared, persisted state and caches purged, provider sign-out',
    async (status) => {
      let calls = 0;
      server.use(
        http.post(`${config.accountApiUrl}/logout`, () => {
          calls += 1;
          return new HttpResponse(null, { status });
        }),
      );
      const { auth, store, persistor } = await signedInStore();
      expect(localStorage.getItem('lastSelectedCompany')).toBe('cmp-0002');
      expect(hasSignInCookie()).toBe(true);

      await logout({ store, persistor, auth: auth as unknown as AuthService });

      expect(calls).toBe(1);
      expect(hasSignInCookie()).toBe(false);
      expect(localStorage.getItem('lastSelectedCompany')).toBeNull();
      expect(Object.keys(store.getState().accountApi.queries)).toHaveLength(0);
      expect(Object.keys(store.getState().mainApi.queries)).toHaveLength(0);
      expect(store.getState().auth.status).toBe('signedOut');
      expect(auth.signingOut).toBe(true);
      expect(auth.signedOutAtProvider).toBe(1);
    },
  );

  it('[AUTH-10] queries that refetch after the caches are purged send nothing with the revoked token', async () => {
    const { auth, store, persistor } = await signedInStore();
    // What a mounted page does right after `resetApiState` empties its cache entry: it asks again.
    const refetches: Promise<unknown>[] = [];
    let purged = false;
    const unsubscribe = store.subscribe(() => {
      if (purged || Object.keys(store.getState().accountApi.queries).length > 0) return;
      purged = true;
      queueMicrotask(() =>
        refetches.push(store.dispatch(accountApi.endpoints.getCompanies.initiate())),
      );
    });
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
    await logout({ store, persistor, auth: auth as unknown as AuthService });
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    server.events.removeAllListeners();
    expect(refetches).toHaveLength(1);
    expect(seen).toEqual(['/api/account/logout']);
    expect(auth.signInRedirects).toEqual([]);
  });

  it('[AUTH-10] an unreachable account service does not stop the logout', async () => {
    server.use(http.post(`${config.accountApiUrl}/logout`, () => HttpResponse.error()));
    const { auth, store, persistor } = await signedInStore();
    await logout({ store, persistor, auth: auth as unknown as AuthService });
    expect(auth.signedOutAtProvider).toBe(1);
  });
});

describe('401 anywhere', () => {
  it('[ERR-1] a 401 from any call sends the user to sign-in once, back to where they were', async () => {
    window.history.replaceState(null, '', '/companies/cmp-0001/dashboard/de?tab=2');
    server.use(
      http.get(`${config.accountApiUrl}/companies`, () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    server.use(
      http.get(`${config.accountApiUrl}/getUser`, () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const auth = new FakeAuth();
    const { store } = makeTestStore({ auth });
    await Promise.all([
      store.dispatch(accountApi.endpoints.getCompanies.initiate()),
      store.dispatch(accountApi.endpoints.getUser.initiate()),
    ]);
    expect(auth.signInRedirects).toEqual([
      { redirectPath: '/companies/cmp-0001/dashboard/de?tab=2' },
    ]);
    window.history.replaceState(null, '', '/');
  });

  it('[ERR-1] other failures do not start a sign-in', async () => {
    server.use(
      http.get(`${config.accountApiUrl}/companies`, () =>
        HttpResponse.json({ message: 'no' }, { status: 404 }),
      ),
    );
    const auth = new FakeAuth();
    const { store } = makeTestStore({ auth });
    await store.dispatch(accountApi.endpoints.getCompanies.initiate());
    expect(auth.signInRedirects).toEqual([]);
  });
});

describe('unhandled promise rejections', () => {
  it.each([[{ kind: 'unauthorized', status: 401 }], [new Error('Sign in failed')]])(
    '[AUTH-14] %j means not signed in: sign-in redirect, no toast',
    (reason) => {
      const auth = new FakeAuth();
      const showDefaultError = jest.fn();
      handleUnhandledRejection(reason, { auth, showDefaultError });
      expect(auth.signInRedirects).toHaveLength(1);
      expect(showDefaultError).not.toHaveBeenCalled();
    },
  );

  it.each([[{ kind: 'unexpected', status: 500 }], [new TypeError('x')], ['text']])(
    '[AUTH-14] %j shows the default error toast',
    (reason) => {
      const auth = new FakeAuth();
      const showDefaultError = jest.fn();
      handleUnhandledRejection(reason, { auth, showDefaultError });
      expect(showDefaultError).toHaveBeenCalledTimes(1);
      expect(auth.signInRedirects).toEqual([]);
    },
  );
});
