/** Country names from `Intl.DisplayNames`, one instance per language. */

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * One `Intl.DisplayNames` per language: building one is far dearer than asking it (the first one
 * loads locale data; start-up builds the language's in a step of its own).
 */
export function regionNamesFor(language: string): Intl.DisplayNames {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  return names;
}
