/** Names, dates and numbers in the current language, from Intl (no translation strings needed). */

const regionNames = new Map<string, Intl.DisplayNames>();

/** One `Intl.DisplayNames` per language: building one is far dearer than asking it. */
function regionNamesFor(language: string): Intl.DisplayNames {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  return names;
}

export function countryName(code: string, language: string): string {
  try {
    return regionNamesFor(language).of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
