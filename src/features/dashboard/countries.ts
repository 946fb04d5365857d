/**
 * The dashboard's country sections (spec section 2) and which obligation pages each has. Data, not
 * logic: the router and the navigation both read it.
 */
export const DASHBOARD_COUNTRIES = ['at', 'dk', 'fi', 'de', 'es', 'fr', 'pl', 'pt', 'gb'] as const;
export type DashboardCountry = (typeof DASHBOARD_COUNTRIES)[number];

export const SUB_PAGES = ['packaging', 'weee', 'batteries', 'textiles'] as const;
export type SubPage = (typeof SUB_PAGES)[number];

/** The generic section is `:code`; its pages are those of this key. */
export const GENERIC_COUNTRY = ':code';

const PAGES: Record<DashboardCountry | typeof GENERIC_COUNTRY, readonly SubPage[]> = {
  at: ['packaging', 'weee', 'batteries'],
  de: ['packaging', 'weee', 'batteries'],
  es: ['packaging', 'weee', 'batteries'],
  fr: ['packaging', 'weee', 'batteries', 'textiles'],
  dk: ['packaging'],
  fi: ['packaging'],
  pl: ['packaging'],
  pt: ['packaging'],
  gb: ['packaging'],
  [GENERIC_COUNTRY]: ['packaging', 'weee', 'batteries', 'textiles'],
};

export const isDashboardCountry = (code: string): code is DashboardCountry =>
  (DASHBOARD_COUNTRIES as readonly string[]).includes(code);

export function countrySubPages(code: string): readonly SubPage[] {
  return isDashboardCountry(code) ? PAGES[code] : PAGES[GENERIC_COUNTRY];
}
