import type { Language } from './languages';

type Texts = { [key: string]: string | Texts };

/**
 * One country's rule texts in one language: the key `<country>` of `locales/<language>/rules.json`.
 *
 * This body is what jest runs: it reads the whole file. A webpack build (`npm run build` and
 * `npm start` alike) never sees it: `scripts/rule-texts-loader.mjs` replaces this module with one
 * that fetches `assets/i18n/rules-<language>.<hash>/<country>.json`, a file the loader writes per
 * language and country from the same source file. The one source file stays what maintainers edit;
 * a page downloads only its countries' part.
 */
export async function readRuleTexts(language: Language, country: string): Promise<Texts> {
  const { default: all } = (await import(`@locales/${language}/rules.json`)) as {
    default: Record<string, Texts>;
  };
  const texts = all[country];
  if (!texts) throw new Error(`No rule texts for ${country} in ${language}`);
  return texts;
}
