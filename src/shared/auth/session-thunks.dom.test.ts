import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { companiesApi } from '@/shared/api/companies-api';
import { featureFlagsApi } from '@/shared/api/feature-flags-api';
import { userLoaded } from '@/shared/auth/auth-slice';
import { languageChosen } from '@/shared/i18n/locale-slice';
import { hasSignInCookie, setSignInCookie } from '@/shared/auth/sign-in-cookie';
import { companySelected } from '@/features/company/company-slice';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { server } from '../../../mocks/common/node';
import { logout } from './session-thunks';

afterEach(() => stopRecording());

async function signedInStore() {
  const auth = new FakeAuth();
  const made = makeTestStore({ auth, storage: localStorage });
  const { store, persistor } = made;
  await new Promise<void>((resolve) => {
    if (persistor!.getState().bootstrapped) resolve();
    else persistor!.subscribe(() => persistor!.getState().bootstrapped && resolve());
  });
  store.dispatch(userLoaded({ profile: { sub: USER_IDS.owner }, expiresAt: 2_000_000_000 }));
  store.dispatch(companySelected(COMPANY_IDS.nordlicht));
  store.dispatch(languageChosen('de'));
  await store.dispatch(companiesApi.endpoints.getCompanies.initiate()).unwrap();
  await store
    .dispatch(featureFlagsApi.endpoints.featureFlags.initiate({ signedIn: true }))
    .unwrap();
  await persistor!.flush();
  setSignInCookie();
  return { auth, store, persistor };
}

describe('logout', () => {
  it.each([[204], [500], [401]])(
    '[AUTH-10][API-6][X-LOGOUT-1] account logout answering %s: cookie cleared, persisted state (language too) and caches purged, provider sign-out',
    async (status) => {
      let calls = 0;
      server.use(
        http.post(`${config.accountApiUrl}/logout`, () => {
          calls += 1;
          return new HttpResponse(null, { status });
        }),
      );
      const { auth, store } = await signedInStore();
      expect(localStorage.getItem('lastSelectedCompany')).toBe(COMPANY_IDS.nordlicht);
      expect(hasSignInCookie()).toBe(true);

      await store.dispatch(logout());

      expect(calls).toBe(1);
      expect(hasSignInCookie()).toBe(false);
      expect(localStorage.getItem('lastSelectedCompany')).toBeNull();
      expect(localStorage.getItem('locale')).toBeNull();
      expect(Object.keys(store.getState().accountApi.queries)).toHaveLength(0);
      expect(Object.keys(store.getState().mainApi.queries)).toHaveLength(0);
      expect(store.getState().auth.status).toBe('signedOut');
      expect(auth.signingOut).toBe(true);
      expect(auth.signOuts).toBe(1);
    },
  );

  it('[TRUST-10] logout clears every stored trace: stored quickcheck, flag overrides, persisted state, session drafts', async () => {
    const { store } = await signedInStore();
    localStorage.setItem('companyQuickcheck', JSON.stringify({ countries: ['DE'] }));
    localStorage.setItem('devFlagOverrides', JSON.stringify({ ame_enabled: true }));
    sessionStorage.setItem('draft:support-ticket', JSON.stringify({ subject: 'Invoice' }));
    localStorage.setItem('oidc.state-of-the-sign-out', '{}');

    await store.dispatch(logout());

    expect(Object.keys(localStorage)).toEqual(['oidc.state-of-the-sign-out']);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('[AUTH-10] queries that refetch after the caches are purged send nothing with the revoked token', async () => {
    const { auth, store } = await signedInStore();
    // What a mounted page does right after `resetApiState` empties its cache entry: it asks again.
    const refetches: Promise<unknown>[] = [];
    let purged = false;
    const unsubscribe = store.subscribe(() => {
      if (purged || Object.keys(store.getState().accountApi.queries).length > 0) return;
      purged = true;
      queueMicrotask(() =>
        refetches.push(store.dispatch(companiesApi.endpoints.getCompanies.initiate())),
      );
    });
    const seen = recordRequests();
    await store.dispatch(logout());
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    expect(refetches).toHaveLength(1);
    expect(seen.map((r) => r.path)).toEqual(['/api/account/logout']);
    expect(auth.signInRedirects).toEqual([]);
  });

  it('[TRUST-5][TRUST-10] logout removes every form draft kept in session storage, with every other trace of the app', async () => {
    const { store } = await signedInStore();
    sessionStorage.setItem(`formDraft:${USER_IDS.owner}:cmp-0001:support`, '{"message":"Hallo"}');
    sessionStorage.setItem(
      `formDraft:${USER_IDS.owner}:cmp-0001:licence:DE:new:registration`,
      '{}',
    );
    sessionStorage.setItem('unrelated', 'gone too');
    await store.dispatch(logout());
    expect(Object.keys(sessionStorage).filter((k) => !k.startsWith('oidc.'))).toEqual([]);
  });

  it('[AUTH-10] an unreachable account service does not stop the logout', async () => {
    server.use(http.post(`${config.accountApiUrl}/logout`, () => HttpResponse.error()));
    const { auth, store } = await signedInStore();
    await store.dispatch(logout());
    expect(auth.signOuts).toBe(1);
  });
});
