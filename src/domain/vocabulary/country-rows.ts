/**
 * RULE-4: the countries the platform knows, one row each. Adding a country is adding its row here
 * (and, for a country with rules, its rules to the reference data and their texts to the `rules`
 * namespace); every list of countries derives from these rows (`countries.ts`). Names are not
 * data: the UI names a country by `Intl.DisplayNames` in the UI language.
 *
 * Data only: the contract and the mock backend load it without path aliases.
 */
import type { Stream } from './streams';

export interface CountryRow {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** EU member state (VAT, the EU baseline rules, PPWR). */
  eu: boolean;
  /** EEA member (the EU, Iceland, Liechtenstein, Norway). */
  eea: boolean;
  /**
   * Where the platform serves companies from: a company's seat, a market of the markets dialog
   * (the EU, the EEA, Switzerland, the UK). Others only appear where a form takes any seat (the
   * Spanish NIF application).
   */
  serviced: boolean;
  /**
   * A dashboard section of its own with these stream pages: one for every stream whose rule is in
   * force in the reference data (a test holds them together); null: the generic country section.
   */
  pages: readonly Stream[] | null;
}

const CORE = ['packaging', 'weee', 'batteries'] as const;
const FULL = ['packaging', 'weee', 'batteries', 'textiles'] as const;
/** Switzerland: no general packaging rule, so WEEE and batteries only. */
const PRODUCTS = ['weee', 'batteries'] as const;

export const COUNTRY_ROWS = [
  { code: 'AT', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'BE', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'BG', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'CH', eu: false, eea: false, serviced: true, pages: PRODUCTS },
  { code: 'CY', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'CZ', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'DE', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'DK', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'EE', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'ES', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'FI', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'FR', eu: true, eea: true, serviced: true, pages: FULL },
  { code: 'GB', eu: false, eea: false, serviced: true, pages: CORE },
  { code: 'GR', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'HR', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'HU', eu: true, eea: true, serviced: true, pages: FULL },
  { code: 'IE', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'IS', eu: false, eea: true, serviced: true, pages: CORE },
  { code: 'IT', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'LI', eu: false, eea: true, serviced: true, pages: CORE },
  { code: 'LT', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'LU', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'LV', eu: true, eea: true, serviced: true, pages: FULL },
  { code: 'MT', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'NL', eu: true, eea: true, serviced: true, pages: FULL },
  { code: 'NO', eu: false, eea: true, serviced: true, pages: CORE },
  { code: 'PL', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'PT', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'RO', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'SE', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'SI', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'SK', eu: true, eea: true, serviced: true, pages: CORE },
  { code: 'CN', eu: false, eea: false, serviced: false, pages: null },
  { code: 'US', eu: false, eea: false, serviced: false, pages: null },
] as const satisfies readonly CountryRow[];
