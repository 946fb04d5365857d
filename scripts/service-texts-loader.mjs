// HOUSE-6 (issue 34): the service texts load per service. Maintainers edit one file per language,
// `locales/<lng>/services.json`; a service page needs the shared texts (status, price, upload, ...)
// and its own service's part, not every service's. This loader (one of the split texts,
// split-texts.mjs) replaces `src/shared/i18n/service-text-files.ts`: each language's file split
// into its parts (the `parts` option: SERVICE_PARTS of service-parts.ts) and the rest (`common`),
// as `assets/i18n/services-<lng>.<hash>/<part>.json`.
import { splitTexts } from './split-texts.mjs';

const SOURCE = 'services.json';
export const COMMON = 'common';

/**
 * `{ part: JSON text }` of a language's file: each part keeps its top-level key (`{ licensing: … }`,
 * so the app's keys `licensing.…` stay as they are), `common` holds every other key.
 */
export function splitServiceTexts(json, parts) {
  const all = JSON.parse(json);
  const missing = parts.filter((part) => !(part in all));
  if (missing.length) throw new Error(`${SOURCE} has no part ${missing.join(', ')}`);
  const common = Object.fromEntries(Object.entries(all).filter(([key]) => !parts.includes(key)));
  return {
    [COMMON]: JSON.stringify(common),
    ...Object.fromEntries(parts.map((part) => [part, JSON.stringify({ [part]: all[part] })])),
  };
}

export default function serviceTextsLoader() {
  const { parts } = this.getOptions();
  return splitTexts(this, {
    kind: 'services',
    files: ['services'],
    split: (read) => splitServiceTexts(read('services'), parts),
    loader: 'service-texts-loader',
    reader: 'readServiceTexts',
    what: 'service texts',
  });
}
