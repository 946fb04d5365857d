import type { Language } from './languages';
import { TEXT_SUBSETS, pickSubset, type SubsetNamespace } from './text-subsets';

type Texts = { [key: string]: string | Texts };

/**
 * A text subset in one language (HOUSE-6, `text-subsets.ts`).
 *
 * This body is what jest runs: it reads the whole source file. A webpack build (`npm run build` and
 * `npm start` alike) never sees it: `scripts/text-subsets-loader.mjs` replaces this module with one
 * that fetches `assets/i18n/subsets-<language>.<hash>/<subset>.json`, written from the same file.
 */
export async function readTextSubset(language: Language, subset: SubsetNamespace): Promise<Texts> {
  const { file } = TEXT_SUBSETS[subset];
  const { default: all } = (await import(`@locales/${language}/${file}.json`)) as {
    default: Texts;
  };
  return pickSubset(all, TEXT_SUBSETS[subset]);
}
