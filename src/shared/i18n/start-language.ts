import type { Dispatch } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { browserLanguages, detectLanguage } from './detect-language';
import { initI18n } from './i18n';
import { languageApplied, type LocaleState } from './locale-slice';

/**
 * The language at start-up: the stored choice, else the browser's, else en. The store has it at
 * once; the promise resolves when its texts are loaded (before the first render), and then the
 * store says again which language is on screen, and everything that follows the store (i18next,
 * `<html lang>`) takes it from there.
 */
export async function startLanguage(
  store: { getState(): { locale: LocaleState }; dispatch: Dispatch },
  i18n: I18n,
  languages: readonly string[] = browserLanguages(),
): Promise<void> {
  const language = detectLanguage(store.getState().locale.chosen, languages);
  const texts = initI18n(i18n, language);
  // The store knows the language at once: the router's loaders (account service links carry it)
  // run while the texts are still on their way.
  store.dispatch(languageApplied(language));
  await texts;
  store.dispatch(languageApplied(language));
}
