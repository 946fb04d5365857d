import { COMPANY_IDS } from '../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../mocks/common/data/fixtures/users';
import type { Persistor } from 'redux-persist';
import { companiesApi } from '@/shared/api/companies-api';
import { featureFlagsApi } from '@/shared/api/feature-flags-api';
import { userApi } from '@/shared/api/user-api';
import { userLoaded } from '@/shared/auth/auth-slice';
import { languageChosen } from '@/shared/i18n/locale-slice';
import { companySelected } from '@/features/company/company-slice';
import { makeTestStore } from '@/testing/make-test-store';
import { PERSIST_VERSION, STORAGE_KEYS, createSpecKeyedStorage } from './persist-storage';

/** Resolves once redux-persist has read storage and rehydrated the store. */
function rehydrated(persistor: Persistor | null): Promise<void> {
  if (!persistor) throw new Error('no persistor: the store was made without storage');
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/** Every persistor of the running test; each writes on its own timer, so it is stopped after the test. */
const live: Persistor[] = [];

async function persistedStore(storage: Storage = localStorage) {
  const made = makeTestStore({ storage });
  live.push(made.persistor!);
  await rehydrated(made.persistor);
  return { ...made, persistor: made.persistor! };
}

/** Registered inside each describe, so it runs before the shared clean-up clears local storage. */
async function stopPersistors() {
  for (const persistor of live.splice(0)) {
    await persistor.flush();
    persistor.pause();
  }
}

const keysOf = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i)!).sort();

describe('[STORE-1] what the store persists', () => {
  afterEach(stopPersistors);

  it('[STORE-1] choosing a company and a language writes exactly lastSelectedCompany and locale (plus persistVersion)', async () => {
    const { store, persistor } = await persistedStore();
    store.dispatch(companySelected(COMPANY_IDS.nordlicht));
    store.dispatch(languageChosen('fr'));
    await persistor.flush();

    expect(keysOf(localStorage)).toEqual(['lastSelectedCompany', 'locale', 'persistVersion']);
    expect(localStorage.getItem('lastSelectedCompany')).toBe(COMPANY_IDS.nordlicht);
    expect(localStorage.getItem('locale')).toBe('fr');
    expect(localStorage.getItem('persistVersion')).toBe(String(PERSIST_VERSION));
    // Bare values under the spec's keys, not redux-persist's JSON blob under `persist:root`.
    expect(localStorage.getItem('persist:root')).toBeNull();
  });

  it('[STORE-1][STORE-2] after API queries and a signed-in user, storage holds no token and no API cache', async () => {
    const { store, persistor, auth } = await persistedStore();
    store.dispatch(
      userLoaded({
        profile: { sub: USER_IDS.owner, name: 'Olivia Owner', email: 'owner@example.com' },
        expiresAt: 2_000_000_000,
      }),
    );
    const companies = await store.dispatch(companiesApi.endpoints.getCompanies.initiate()).unwrap();
    const flags = await store
      .dispatch(featureFlagsApi.endpoints.featureFlags.initiate({ signedIn: true }))
      .unwrap();
    await store.dispatch(userApi.endpoints.getUser.initiate()).unwrap();
    expect(companies.map((c) => c.id)).toEqual([COMPANY_IDS.alpenglueck, COMPANY_IDS.nordlicht]);
    expect(Object.keys(flags).length).toBeGreaterThan(0);
    store.dispatch(companySelected(COMPANY_IDS.nordlicht));
    store.dispatch(languageChosen('fr'));
    await persistor.flush();

    expect(keysOf(localStorage)).toEqual(['lastSelectedCompany', 'locale', 'persistVersion']);
    expect(keysOf(sessionStorage)).toEqual([]);
    const everything = [...keysOf(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`)].join(
      '\n',
    );
    expect(everything).not.toContain(auth.getAccessToken()!);
    expect(everything).not.toMatch(/token|Olivia|owner@example\.com|Alpengl|accountApi|mainApi/i);
  });

  it('[STORE-1] before anything is chosen only the version marker is written', async () => {
    const { store, persistor } = await persistedStore();
    await store.dispatch(companiesApi.endpoints.getCompanies.initiate()).unwrap();
    await persistor.flush();
    expect(keysOf(localStorage)).toEqual(['persistVersion']);
  });

  it('[STORE-1] values written before are rehydrated into a new store', async () => {
    const first = await persistedStore();
    first.store.dispatch(companySelected(COMPANY_IDS.nordlicht));
    first.store.dispatch(languageChosen('de'));
    await first.persistor.flush();

    const { store } = await persistedStore();
    expect(store.getState().company.lastSelectedCompany).toBe(COMPANY_IDS.nordlicht);
    expect(store.getState().locale.chosen).toBe('de');
  });

  it('[STORE-1] rehydration keeps the slices whole: the locale not persisted (current) keeps its value', async () => {
    localStorage.setItem('locale', 'es');
    localStorage.setItem('lastSelectedCompany', COMPANY_IDS.alpenglueck);
    const { store } = await persistedStore();
    const { locale, company } = store.getState();
    expect(locale.chosen).toBe('es');
    // `current` is not persisted: it must not vanish when `chosen` comes back from storage.
    expect(locale.current).toBe('en');
    expect(company).toEqual({ lastSelectedCompany: COMPANY_IDS.alpenglueck });
  });

  it('[STORE-1] values left by an older build under the same keys (no version) are accepted', async () => {
    localStorage.setItem('lastSelectedCompany', COMPANY_IDS.alpenglueck);
    localStorage.setItem('locale', 'fr');
    const { store, persistor } = await persistedStore();
    expect(store.getState().company.lastSelectedCompany).toBe(COMPANY_IDS.alpenglueck);
    expect(store.getState().locale.chosen).toBe('fr');
    store.dispatch(companySelected(COMPANY_IDS.nordlicht));
    await persistor.flush();
    expect(localStorage.getItem('persistVersion')).toBe(String(PERSIST_VERSION));
  });

  it.each([
    ['<script>', 'xx'],
    [`"${COMPANY_IDS.alpenglueck}"`, 'EN'],
    ['cmp 0001', ''],
    ['a'.repeat(65), '{"chosen":"de"}'],
  ])(
    '[STORE-1] corrupt stored values (company %j, locale %j) are discarded, not fatal',
    async (company, locale) => {
      localStorage.setItem('lastSelectedCompany', company);
      localStorage.setItem('locale', locale);
      localStorage.setItem('persistVersion', 'garbage');
      const { store, persistor } = await persistedStore();
      expect(store.getState().company.lastSelectedCompany).toBeNull();
      expect(store.getState().locale).toEqual({ chosen: null, current: 'en' });

      // The next write replaces them with what the store holds.
      store.dispatch(companySelected(COMPANY_IDS.nordlicht));
      await persistor.flush();
      expect(localStorage.getItem('lastSelectedCompany')).toBe(COMPANY_IDS.nordlicht);
      expect(localStorage.getItem('locale')).toBeNull();
      expect(localStorage.getItem('persistVersion')).toBe(String(PERSIST_VERSION));
    },
  );

  it('[STORE-1] a storage that throws on read is treated as empty', async () => {
    const broken: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const { store } = await persistedStore(broken);
    expect(store.getState().company.lastSelectedCompany).toBeNull();
    expect(store.getState().locale.chosen).toBeNull();
  });

  it('[STORE-1] purge removes the persisted keys and leaves the other spec keys alone', async () => {
    localStorage.setItem('dev', 'true');
    localStorage.setItem('companyQuickcheck', '{"a":1}');
    const { store, persistor } = await persistedStore();
    store.dispatch(companySelected(COMPANY_IDS.nordlicht));
    store.dispatch(languageChosen('fr'));
    await persistor.flush();
    expect(localStorage.getItem('lastSelectedCompany')).toBe(COMPANY_IDS.nordlicht);

    await persistor.purge();
    expect(keysOf(localStorage)).toEqual(['companyQuickcheck', 'dev']);
  });

  it('[STORE-1] the storage adapter returns nothing when neither key is stored', async () => {
    const adapter = createSpecKeyedStorage(localStorage);
    await expect(adapter.getItem('persist:root')).resolves.toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.locale, 'de');
    await expect(adapter.getItem('persist:root')).resolves.toEqual({
      company: { lastSelectedCompany: null },
      locale: { chosen: 'de' },
      _persist: { version: 0, rehydrated: false },
    });
  });

  it('[STORE-1] without storage nothing is persisted at all', async () => {
    const { store, persistor } = makeTestStore();
    expect(persistor).toBeNull();
    store.dispatch(companySelected(COMPANY_IDS.nordlicht));
    store.dispatch(languageChosen('fr'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(localStorage.length).toBe(0);
  });
});
