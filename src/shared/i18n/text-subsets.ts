/**
 * Text subsets (HOUSE-6, issue 34): a few top-level keys of a locale file, for a first paint that
 * needs only them, shipped as a file of their own beside the whole namespace. Maintainers still edit
 * the one source file per language; the build writes each subset from it
 * (`scripts/text-subsets-loader.mjs`). A subset keeps its keys' full path (`{ streams: … }`,
 * `{ licensing: { wizard: … } }`) and is a fallback namespace of i18next, so `t('reference:streams.weee')`
 * and `t('licensing.wizard.title')` find their text once the route has loaded the subset, with no key
 * changed. A page that loads the whole namespace too gets the same texts twice, which is harmless.
 * No imports: webpack.config.ts reads this table too.
 */
export const TEXT_SUBSETS = {
  // The representative's order and next steps (section-pages.ts) name streams only: 0.1 of the
  // 2.8 KB of `reference`.
  'reference-streams': { file: 'reference', under: [], keys: ['streams'] },
  // The wizard's first paint per country (its route, section-pages.ts): its first step, the
  // progress, the frame and "Discard draft"; the later steps load the whole `services-licensing`
  // (wizard-page.tsx).
  'services-licensing-de': {
    file: 'services',
    under: ['licensing'],
    keys: ['title', 'steps', 'wizard', 'registration', 'discard'],
  },
  'services-licensing-at': {
    file: 'services',
    under: ['licensing'],
    keys: ['title', 'steps', 'wizard', 'austria', 'discard'],
  },
} as const satisfies Record<string, TextSubset>;

export interface TextSubset {
  /** The locale file (`locales/<lng>/<file>.json`). */
  file: string;
  /** The path to the object whose keys are taken (kept in the subset). */
  under: readonly string[];
  keys: readonly string[];
}

export type SubsetNamespace = keyof typeof TEXT_SUBSETS;
export const SUBSET_NAMESPACES = Object.keys(TEXT_SUBSETS) as SubsetNamespace[];
export const isSubsetNamespace = (namespace: string): namespace is SubsetNamespace =>
  Object.hasOwn(TEXT_SUBSETS, namespace);

type Texts = { [key: string]: string | Texts };

/** A subset of a locale file's texts, under its full path; a key the file lacks is an error. */
export function pickSubset(all: Texts, { file, under, keys }: TextSubset): Texts {
  let source: string | Texts | undefined = all;
  for (const key of under) source = typeof source === 'object' ? source[key] : undefined;
  const from = source;
  const absent = typeof from === 'object' ? keys.find((key) => !(key in from)) : '';
  if (typeof from !== 'object' || absent !== undefined)
    throw new Error(`${file}.json has no ${[...under, absent].filter(Boolean).join('.')}`);
  let picked: Texts = Object.fromEntries(keys.map((key) => [key, from[key]!]));
  for (const key of [...under].reverse()) picked = { [key]: picked };
  return picked;
}
