// HOUSE-6 (issue 34): text subsets, a few top-level keys of a locale file for a first paint that
// needs only them (the table: TEXT_SUBSETS of src/shared/i18n/text-subsets.ts, the `subsets`
// option). This loader (one of the split texts, split-texts.mjs) replaces
// `src/shared/i18n/text-subset-files.ts`: each language's subsets, from the one source file per
// language that maintainers edit, as `assets/i18n/subsets-<lng>.<hash>/<subset>.json`.
import { splitTexts } from './split-texts.mjs';

/** A subset's texts, under its full path (`{ licensing: { wizard: … } }`); a missing key fails. */
export function pickSubset(all, { file, under, keys }) {
  let source = all;
  for (const key of under) source = source && typeof source === 'object' ? source[key] : undefined;
  const absent =
    source && typeof source === 'object' ? keys.find((key) => !(key in source)) : under.at(-1);
  if (absent !== undefined) throw new Error(`${file}.json has no ${[...under, absent].join('.')}`);
  let picked = Object.fromEntries(keys.map((key) => [key, source[key]]));
  for (const key of [...under].reverse()) picked = { [key]: picked };
  return picked;
}

/** `{ subset: JSON text }` of a language, given `read(file)`: a locale file's JSON text. */
export function subsetTexts(subsets, read) {
  return Object.fromEntries(
    Object.entries(subsets).map(([name, subset]) => [
      name,
      JSON.stringify(pickSubset(JSON.parse(read(subset.file)), subset)),
    ]),
  );
}

export default function textSubsetsLoader() {
  const { subsets } = this.getOptions();
  return splitTexts(this, {
    kind: 'subsets',
    files: [...new Set(Object.values(subsets).map((subset) => subset.file))],
    split: (read) => subsetTexts(subsets, read),
    loader: 'text-subsets-loader',
    reader: 'readTextSubset',
    what: 'text subsets',
  });
}
