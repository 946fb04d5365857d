/**
 * A stream's name (`reference:streams.<stream>`). Found in the whole `reference` namespace or in
 * its `reference-streams` subset (text-subsets.ts), whichever the route loaded: a page that names
 * streams only loads the subset, and its `useTranslation` must not ask for `reference`, which
 * would download the whole namespace (HOUSE-6). The key is built from the stream's id: checked by
 * the locale tests, not by the type check.
 */
export const streamName = (t: unknown, stream: string): string =>
  (t as (key: string) => string)(`reference:streams.${stream}`);
