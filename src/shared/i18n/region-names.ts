/** Country names from `Intl.DisplayNames`, one instance per language. */

const regionNames = new Map<string, Intl.DisplayNames>();

/** One `Intl.DisplayNames` per language: building one is far dearer than asking it. */
export function regionNamesFor(language: string): Intl.DisplayNames {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  return names;
}

/**
 * Builds a language's `Intl` helpers before a screen needs them: the first `Intl.DisplayNames`
 * loads locale data and costs tens of milliseconds, which start-up spends in a step of its own
 * rather than in the middle of the first page's render.
 */
export function prepareFormats(language: string): void {
  regionNamesFor(language);
}
