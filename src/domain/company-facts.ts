/**
 * What the derivation of obligations reads about a company (`CompanyFacts`) and the day-counts it
 * works with. Relative imports only: the mock backend loads the domain with esbuild-register.
 */
import type { CompanyMarkets } from '../shared/contract/main/markets';
import type { ProcessSummary } from '../shared/contract/main/processes';
import type { Registration } from '../shared/contract/main/registrations';
import type { Report } from '../shared/contract/main/reports';
import type { SchemeContract } from '../shared/contract/main/scheme-contracts';
import { type DeadlineRule, type Stream } from '../shared/contract/reference';
import { type Totals } from './applicability';

/** A filing due within this many days makes a compliant obligation "report due". */
export const REPORT_DUE_DAYS = 30;

/** A deadline within this many days stands out as "due soon". */
export const DUE_SOON_DAYS = 14;

/** How far back unfiled reports count as overdue, and the default calendar reaches. */
export const LOOK_BACK_DAYS = 365;
export const LOOK_AHEAD_DAYS = 365;

/** Deadline kinds a filed report fulfils; payments and registration windows are only dates here. */
/** Kinds a filing fulfils; a renewal is filed as its proof (the German WEEE guarantee). */
export const FILEABLE_KINDS = new Set<DeadlineRule['kind']>([
  'report',
  'declaration',
  'planning',
  'renewal',
]);

/** A year's quantities placed on one market (kg by material), entered or from a licence. */
export interface YearTotals {
  country: string;
  stream: Stream;
  year: number;
  kg: Totals;
}

export interface RepresentativeFact {
  country: string;
  stream: Stream;
  kind: 'own' | 'ordered';
  status: 'appointed' | 'pending';
}

export interface CompanyFacts {
  companyCountry: string;
  /** Null: the company has not said where it sells yet. */
  markets: Pick<CompanyMarkets, 'establishments' | 'markets'> | null;
  registrations: readonly Registration[];
  processes: readonly ProcessSummary[];
  reports: readonly Report[];
  /** Quantities of past years, for threshold-bound duties. */
  totals: readonly YearTotals[];
  /**
   * Representatives the company has: its own (recorded) or ordered from the platform, appointed
   * once confirmed (own: from its start date), pending before.
   */
  representatives: readonly RepresentativeFact[];
  /**
   * The reporting frequencies of the company's licences with the platform in force this year
   * (Austria: by fee level, or the flat fee); they win over a frequency recorded with the number,
   * so the licence, the dashboard and the calendar show one schedule.
   */
  licensedFrequencies?: readonly Pick<
    Registration,
    'country' | 'stream' | 'reportingFrequency' | 'commercialReportingFrequency'
  >[];
  /**
   * The scheme contracts the company booked outside the platform, with their membership number and
   * dates (absent: none); one with a number fulfils system participation.
   */
  schemeContracts?: readonly (Pick<SchemeContract, 'country' | 'stream' | 'scheme' | 'dates'> &
    Partial<Pick<SchemeContract, 'membershipNumber'>>)[];
  /** The service's today (ISO date). */
  today: string;
}

/**
 * When a company that does not say started selling in a country: before last year (its first
 * day), so last year's reports and declarations count (RULE-2). The market's added day would cut
 * off, say, a declaration of completeness due this May for last year's quantities.
 */
export const defaultSalesStart = (today: string) => `${Number(today.slice(0, 4)) - 1}-01-01`;

export const deadlineIdOf = (ruleId: string, dueDate: string) => `${ruleId}:${dueDate}`;
