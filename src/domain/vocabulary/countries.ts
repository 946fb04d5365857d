/**
 * RULE-4: every list of countries, derived from the rows of `country-rows.ts`. Nothing here names
 * a country: a new row shows up in each list its flags put it in.
 */
import { COUNTRY_ROWS } from './country-rows';
import { STREAMS, type Stream } from './streams';

type Row = (typeof COUNTRY_ROWS)[number];

const codes = <R extends Row>(rows: readonly R[]): R['code'][] => rows.map((r) => r.code);

/** Every country the platform knows, upper case, in the rows' order. */
export const COUNTRY_CODES: readonly Row['code'][] = codes(COUNTRY_ROWS);

type SectionRow = Extract<Row, { pages: readonly Stream[] }>;

/** The countries with a dashboard section of their own (upper case). */
export const SECTION_COUNTRIES = codes(
  COUNTRY_ROWS.filter((r): r is SectionRow => r.pages !== null),
) as readonly SectionRow['code'][];

export type SectionCountry = SectionRow['code'];

/** The EU member states. */
export const EU_MEMBER_STATES = codes(
  COUNTRY_ROWS.filter((r): r is Extract<Row, { eu: true }> => r.eu),
) as readonly Extract<Row, { eu: true }>['code'][];

/** The EEA: the EU, Iceland, Liechtenstein and Norway. */
export const EEA_COUNTRIES: readonly string[] = codes(COUNTRY_ROWS.filter((r) => r.eea));

/** Where a company served by the platform may be established: the EU, the EEA, Switzerland, the UK. */
export const SERVICED_COUNTRIES: readonly string[] = codes(COUNTRY_ROWS.filter((r) => r.serviced));

/** The member states without a section of their own (the EU baseline rules apply there). */
export const OTHER_EU_COUNTRIES: readonly string[] = EU_MEMBER_STATES.filter(
  (c) => !(SECTION_COUNTRIES as readonly string[]).includes(c),
);

/** The serviced countries without a section of their own. */
export const OTHER_SERVICED_COUNTRIES: readonly string[] = SERVICED_COUNTRIES.filter(
  (c) => !(SECTION_COUNTRIES as readonly string[]).includes(c),
);

const upper = (code: string) => code.toUpperCase();

export const isEuMemberState = (country: string): boolean =>
  (EU_MEMBER_STATES as readonly string[]).includes(upper(country));

export const isEeaCountry = (country: string): boolean => EEA_COUNTRIES.includes(upper(country));

/**
 * The stream pages of a country: its section's, or, for any other country, the generic section's
 * (every stream: the page says where no rule applies).
 */
export function streamPagesOf(country: string): readonly Stream[] {
  const row = COUNTRY_ROWS.find((r) => r.code === upper(country));
  return row?.pages ?? STREAMS;
}
