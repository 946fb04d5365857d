import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * the stored choice, else the first of the browser's languages we speak (a regional tag
 * counts for its base language: `de-AT` -> de), else en.
 */
export function detectLanguage(stored: unknown, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    // Some browsers report `navigator.language` as undefined or an empty list entry.
    if (typeof tag !== 'string') continue;
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];
