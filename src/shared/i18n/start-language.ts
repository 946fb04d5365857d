import type { Dispatch } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { browserLanguages, detectLanguage } from './detect-language';
import { initI18n } from './i18n';
import { languageApplied, type LocaleState } from './locale-slice';

/**
 * The language at start-up: the stored choice, else the browser's, else en. Its texts are loaded
 * before the first render; the store then says which language is on screen, and everything that
 * follows the store (i18next, `<html lang>`) takes it from there.
 */
export async function startLanguage(
  store: { getState(): { locale: LocaleState }; dispatch: Dispatch },
  i18n: I18n,
  languages: readonly string[] = browserLanguages(),
): Promise<void> {
  const language = detectLanguage(store.getState().locale.chosen, languages);
  await initI18n(i18n, language);
  store.dispatch(languageApplied(language));
}
