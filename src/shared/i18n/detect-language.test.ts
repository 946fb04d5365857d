import type { Persistor } from 'redux-persist';
import { languageChosen, selectChosenLanguage } from '@/shared/i18n/locale-slice';
import { makeTestStore } from '@/testing/make-test-store';
import { browserLanguages, detectLanguage } from './detect-language';

describe('[I18N-2] language detection', () => {
  it.each([
    // stored choice, browser list, expected
    ['de', ['fr-FR', 'en'], 'de'],
    ['es', [], 'es'],
    [null, ['de-AT'], 'de'],
    [null, ['fr-CA'], 'fr'],
    [null, ['pt-BR', 'es-MX'], 'es'],
    [null, ['pt-BR', 'it-IT', 'fr', 'de'], 'fr'],
    [null, ['EN-gb'], 'en'],
    [null, ['de_CH'], 'de'],
    [null, ['zh-Hant-TW', 'es-419'], 'es'],
    [null, [' fr-BE '], 'fr'],
    [null, ['pt-BR', 'it', 'ja'], 'en'],
    [null, [], 'en'],
    [null, ['*'], 'en'],
    [null, [''], 'en'],
    ['xx', ['fr-CA'], 'fr'],
    ['', ['de'], 'de'],
    [undefined, ['es'], 'es'],
    [42, ['es'], 'es'],
    [{ chosen: 'de' }, ['fr'], 'fr'],
  ] as const)('[I18N-2] stored %j, browser %j -> %s', (stored, browser, expected) => {
    expect(detectLanguage(stored, browser)).toBe(expected);
  });

  it('[I18N-2] the stored choice wins over every browser language', () => {
    for (const stored of ['de', 'en', 'es', 'fr'] as const) {
      expect(detectLanguage(stored, ['fr-CA', 'de-AT', 'es-MX', 'en-US'])).toBe(stored);
    }
  });

  it('[I18N-2] entries a browser reports without a value are skipped, not fatal', () => {
    const list = [undefined, null, 'fr-CA'] as unknown as readonly string[];
    expect(detectLanguage(null, list)).toBe('fr');
  });

  it('[I18N-2] browserLanguages reads navigator.languages in the browser’s order', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'es-MX', 'de']);
    expect(browserLanguages()).toEqual(['pt-BR', 'es-MX', 'de']);
    expect(detectLanguage(null, browserLanguages())).toBe('es');
  });

  it('[I18N-2] with no language list, browserLanguages falls back to navigator.language', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT');
    expect(browserLanguages()).toEqual(['de-AT']);
    expect(detectLanguage(null, browserLanguages())).toBe('de');
  });

  it('[I18N-2] a browser that reports no language at all gets en', () => {
    jest
      .spyOn(navigator, 'languages', 'get')
      .mockReturnValue(undefined as unknown as readonly string[]);
    jest.spyOn(navigator, 'language', 'get').mockReturnValue(undefined as unknown as string);
    expect(detectLanguage(null, browserLanguages())).toBe('en');
  });

  /** Persistors write on their own timer: each is stopped before the shared clean-up clears storage. */
  const live: Persistor[] = [];
  afterEach(async () => {
    for (const persistor of live.splice(0)) {
      await persistor.flush();
      persistor.pause();
    }
  });

  async function rehydratedStore() {
    const { store, persistor } = makeTestStore({ storage: localStorage });
    live.push(persistor!);
    await new Promise<void>((resolve) => {
      if (persistor!.getState().bootstrapped) return resolve();
      persistor!.subscribe(() => persistor!.getState().bootstrapped && resolve());
    });
    return { store, persistor: persistor! };
  }

  it('[I18N-2][I18N-3] start-up detection reads the choice stored under `locale` before the browser list', async () => {
    localStorage.setItem('locale', 'de');
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en-US']);
    const { store } = await rehydratedStore();
    // What main.tsx does at start-up.
    expect(detectLanguage(selectChosenLanguage(store.getState()), browserLanguages())).toBe('de');
  });

  it('[I18N-2] a corrupt stored language is no choice: the browser list decides', async () => {
    localStorage.setItem('locale', 'xx');
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'fr-CA']);
    const { store } = await rehydratedStore();
    expect(selectChosenLanguage(store.getState())).toBeNull();
    expect(detectLanguage(selectChosenLanguage(store.getState()), browserLanguages())).toBe('fr');
  });

  it('[I18N-2][I18N-3] a choice made now is the stored choice of the next start', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    const first = await rehydratedStore();
    first.store.dispatch(languageChosen('es'));
    await first.persistor.flush();
    const { store } = await rehydratedStore();
    expect(detectLanguage(selectChosenLanguage(store.getState()), browserLanguages())).toBe('es');
  });
});
