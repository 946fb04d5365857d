/**
 * RULE-4: reporting frequencies, once, with their named subsets and the period each reports for.
 * Data only: the contract's picklists and the calendar arithmetic read these.
 */

/** Every frequency a rule, a licence or a registration may name. */
export const REPORTING_FREQUENCIES = [
  'monthly',
  'quarterly',
  'yearly',
  'twiceYearly',
  'flatFee',
  'byFeeLevel',
  'none',
  'unknown',
] as const;

export type AnyReportingFrequency = (typeof REPORTING_FREQUENCIES)[number];

/** The period each frequency reports for; the others have no period of their own. */
export const FREQUENCY_PERIOD = {
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
} as const satisfies Partial<Record<AnyReportingFrequency, string>>;

/** Frequencies with periods of their own: what a fee band or a register's report plan sets. */
export const PERIODIC_FREQUENCIES = [
  'yearly',
  'quarterly',
  'monthly',
] as const satisfies readonly (keyof typeof FREQUENCY_PERIOD)[];

/**
 * What a company on a fee-level rule reports at: a periodic frequency, or a scheme's flat fee for
 * small quantities (no period reports).
 */
export const CHOSEN_FREQUENCIES = [
  'monthly',
  'quarterly',
  'yearly',
  'flatFee',
] as const satisfies readonly AnyReportingFrequency[];

/** A licence's frequency: its fee band's, or the flat fee (the same members, in the bands' order). */
export const LICENCE_FREQUENCIES = [
  ...PERIODIC_FREQUENCIES,
  'flatFee',
] as const satisfies readonly (typeof CHOSEN_FREQUENCIES)[number][];

/**
 * What a rule states: a frequency, twice a year, by the fee level (the company says which), no
 * reports, or not known.
 */
export const RULE_FREQUENCIES = [
  'monthly',
  'quarterly',
  'yearly',
  'twiceYearly',
  'byFeeLevel',
  'none',
  'unknown',
] as const satisfies readonly AnyReportingFrequency[];

/** The rule frequencies that are a reporting duty. */
export const REPORTING_RULE_FREQUENCIES: readonly (typeof RULE_FREQUENCIES)[number][] =
  RULE_FREQUENCIES.filter((f) => f !== 'none' && f !== 'unknown');
