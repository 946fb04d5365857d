/**
 * When a licence reports: its frequency (Germany yearly; Austria by its fees, or none on the flat
 * fee) and the dated reports of its year, from the reference data and the company's scheme contract.
 */
import { segmentFrequencies } from '../../../src/domain/pricing';
import { contractSchedule } from '../../../src/domain/obligations';
import type {
  FeeRoute,
  Licence,
  ScheduledReport,
} from '../../../src/shared/contract/main/licences';
import type { Quantities } from '../../../src/shared/contract/main/prices';
import { schemeContractsOf } from './compliance';
import type { quoteFor } from './licence-fees';
import type { LicenceRecord } from './licensing';
import {
  dueDateOf,
  periodsBetween,
  referenceDeadline,
  referenceSchedule,
  reportState,
} from './report-periods';

/** How often a licence reports: Germany yearly; Austria by its household fee, or not at all on the flat fee. */
export function frequencyOf(
  record: Pick<LicenceRecord, 'country'>,
  priced: ReturnType<typeof quoteFor>,
  feeRoute: FeeRoute | null,
  quantities: Quantities,
): Licence['reportingFrequency'] {
  if (!priced) return null;
  if (record.country === 'DE') return 'yearly';
  if (feeRoute === 'flatFee') return 'flatFee';
  // The licence's own schedule is its household packaging's, by the household fee alone
  // (VerpackVO §9(4)); commercial packaging reports by its own fee (licensedFrequenciesOf).
  const segments = segmentFrequencies(priced.price, quantities);
  return segments.household ?? segments.commercial;
}

/** An Austrian licence with both segments by quantity: its commercial packaging's frequency. */
export function commercialFrequencyOf(
  record: Pick<LicenceRecord, 'country'>,
  priced: ReturnType<typeof quoteFor>,
  feeRoute: FeeRoute | null,
  quantities: Quantities,
) {
  if (!priced || record.country !== 'AT' || feeRoute === 'flatFee') return {};
  const { household, commercial } = segmentFrequencies(priced.price, quantities);
  return household && commercial ? { commercialReportingFrequency: commercial } : {};
}

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export function germanSchedule(record: LicenceRecord, now: Date): ScheduledReport[] {
  const year = record.year!;
  const filed = (kind: string) => record.reports.find((r) => r.kind === kind);
  // The dates of the company's scheme contract where it recorded them, as its deadlines have.
  const contract = schemeContractsOf(record.companyId).find(
    (c) => c.country === 'DE' && c.stream === 'packaging',
  );
  const planning = contractSchedule(referenceDeadline('de-packaging-planned-quantities'), contract);
  const yearEndSchedule = contractSchedule(
    referenceDeadline('de-packaging-year-end-report'),
    contract,
  );
  const yearPeriod = { from: isoDate(year, 1, 1), to: isoDate(year, 12, 31) };
  const plannedDue =
    planning.type === 'yearly' ? isoDate(year - 1, planning.month, planning.day) : null;
  const yearEndDue = dueDateOf({ id: `${year}`, ...yearPeriod }, yearEndSchedule);
  const yearEnd = filed('yearEnd');
  const latest = (kind: string) => [...record.reports].reverse().find((r) => r.kind === kind);
  return [
    {
      kind: 'planned',
      period: null,
      dueDate: plannedDue,
      state: filed('planned') ? 'filed' : 'overdue',
      reportId: filed('planned')?.id ?? null,
    },
    {
      kind: 'intraYearChange',
      period: null,
      dueDate: null,
      state: yearEnd ? 'filed' : 'available',
      reportId: latest('intraYearChange')?.id ?? null,
    },
    {
      kind: 'yearEnd',
      period: null,
      dueDate: yearEndDue,
      state: reportState(yearPeriod, yearEndDue, Boolean(yearEnd), now),
      reportId: yearEnd?.id ?? null,
    },
    {
      kind: 'supplementary',
      period: null,
      dueDate: null,
      state: yearEnd ? 'available' : 'upcoming',
      reportId: latest('supplementary')?.id ?? null,
    },
    {
      kind: 'deduction',
      period: null,
      dueDate: null,
      state: 'available',
      reportId: latest('deduction')?.id ?? null,
    },
  ];
}

const AT_DEADLINES = {
  yearly: 'at-packaging-household-report-yearly',
  quarterly: 'at-packaging-household-report-quarterly',
  monthly: 'at-packaging-household-report-monthly',
} as const;

export function austrianSchedule(
  record: LicenceRecord,
  frequency: keyof typeof AT_DEADLINES,
  now: Date,
): ScheduledReport[] {
  const year = record.year!;
  const start = new Date(Date.UTC(year, 0, 1));
  const submitted = record.submittedAt ? new Date(record.submittedAt) : start;
  // A licence for the running year reports from the period it started in.
  const from = submitted > start ? submitted : start;
  const schedule = referenceSchedule(AT_DEADLINES[frequency]);
  return periodsBetween(from, new Date(Date.UTC(year, 11, 31)), frequency).map((period) => {
    const report = record.reports.find((r) => r.kind === 'period' && r.period === period.id);
    const dueDate = dueDateOf(period, schedule);
    return {
      kind: 'period',
      period: period.id,
      dueDate,
      state: reportState(period, dueDate, Boolean(report), now),
      reportId: report?.id ?? null,
    };
  });
}
