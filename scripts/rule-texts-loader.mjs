// HOUSE-6 (issue 34) and EU-1 (issue 32): the rule texts load per country. Maintainers edit one
// file per language, `locales/<lng>/rules.json`, a key per country; a page needs one or two of
// them. This loader (one of the split texts, split-texts.mjs) replaces
// `src/shared/i18n/rule-text-files.ts`: `assets/i18n/rules-<lng>.<hash>/<CC>.json`.
import { splitTexts } from './split-texts.mjs';

/** `{ CC: texts }` of a language's file, one JSON text per country. */
export function splitRuleTexts(json) {
  const all = JSON.parse(json);
  return Object.fromEntries(
    Object.entries(all).map(([country, texts]) => [country, JSON.stringify(texts)]),
  );
}

export default function ruleTextsLoader() {
  return splitTexts(this, {
    kind: 'rules',
    files: ['rules'],
    split: (read) => splitRuleTexts(read('rules')),
    loader: 'rule-texts-loader',
    reader: 'readRuleTexts',
    what: 'rule texts',
  });
}
