import type { Persistor } from 'redux-persist';
import { makeTestStore } from '@/testing/make-test-store';
import { createI18nInstance } from './i18n';
import { languageChosen } from './locale-slice';
import { startLanguage } from './start-language';

const live: Persistor[] = [];

/** A store as main.tsx makes it: persisted in local storage, rehydrated before anything else. */
async function rehydratedStore() {
  const i18n = createI18nInstance();
  const { store, persistor } = makeTestStore({ storage: localStorage, i18n });
  live.push(persistor!);
  await new Promise<void>((resolve) => {
    if (persistor!.getState().bootstrapped) return resolve();
    persistor!.subscribe(() => persistor!.getState().bootstrapped && resolve());
  });
  return { store, persistor: persistor!, i18n };
}

describe('the language at start-up', () => {
  // Persistors write on their own timer: each is stopped before the shared clean-up (registered
  // outside this describe, so it runs after this) clears storage.
  afterEach(async () => {
    for (const persistor of live.splice(0)) {
      await persistor.flush();
      persistor.pause();
    }
    document.documentElement.lang = '';
  });

  it('[I18N-2][I18N-3] the choice stored under `locale` wins over the browser list', async () => {
    localStorage.setItem('locale', 'de');
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en-US']);
    const { store, i18n } = await rehydratedStore();
    await startLanguage(store, i18n);
    expect(store.getState().locale.current).toBe('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('signIn')).toBe('Anmelden');
    expect(document.documentElement.lang).toBe('de');
  });

  it('[I18N-2] without a choice the browser’s first language we speak decides', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'es-MX']);
    const { store, i18n } = await rehydratedStore();
    await startLanguage(store, i18n);
    expect(store.getState().locale).toEqual({ chosen: null, current: 'es' });
    expect(document.documentElement.lang).toBe('es');
  });

  it('[I18N-2] a corrupt stored language is no choice: the browser list decides', async () => {
    localStorage.setItem('locale', 'xx');
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'fr-CA']);
    const { store, i18n } = await rehydratedStore();
    await startLanguage(store, i18n);
    expect(store.getState().locale).toEqual({ chosen: null, current: 'fr' });
  });

  it('[I18N-1] a browser speaking none of our languages gets en', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    const { store, i18n } = await rehydratedStore();
    await startLanguage(store, i18n);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('[I18N-2][I18N-3] a choice made now is the stored choice of the next start', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    const first = await rehydratedStore();
    await startLanguage(first.store, first.i18n);
    first.store.dispatch(languageChosen('es'));
    await first.persistor.flush();
    const { store, i18n } = await rehydratedStore();
    await startLanguage(store, i18n);
    expect(i18n.language).toBe('es');
  });
});
