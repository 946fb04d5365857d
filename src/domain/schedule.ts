/**
 * Calendar arithmetic of the reference data's deadline schedules: periods (months, quarters,
 * years), the day a period's filing falls due, every occurrence in a window, the next one from a
 * day. Dates are calendar days (ISO `YYYY-MM-DD`, computed in UTC), so a deadline is the same day
 * wherever the code runs. The quickcheck, the screens and the main API all count with this file.
 *
 * Relative imports only: the mock backend loads the domain with esbuild-register.
 */
import type { Schedule } from '../shared/contract/reference';
import { isoDay } from './day';

export { isoDay, today } from './day';

const DAY_MS = 24 * 60 * 60 * 1000;

const parseDay = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
export const addDays = (iso: string, days: number): string =>
  isoDay(new Date(parseDay(iso).getTime() + days * DAY_MS));
/** Whole days from `a` to `b` (negative when `b` is earlier). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((parseDay(b).getTime() - parseDay(a).getTime()) / DAY_MS);

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/**
 * `day` of the month, or its last day when the month is shorter (29 February in a common year).
 * Month overflow (13 = January of the next year) is normalised.
 */
export function dayOf(year: number, month: number, day: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth() + 1;
  return isoDay(new Date(Date.UTC(y, m - 1, Math.min(day, lastDay(y, m)))));
}

export const PERIOD_MONTHS = { month: 1, quarter: 3, year: 12 } as const;
export type PeriodUnit = keyof typeof PERIOD_MONTHS;

export interface Period {
  /** `2026`, `2026-Q3` or `2026-07`. */
  id: string;
  from: string;
  to: string;
}

/** The period of `unit` that starts at the month index `index` (months since year 0). */
function periodAt(unit: PeriodUnit, index: number): Period {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const endIndex = index + PERIOD_MONTHS[unit] - 1;
  const id =
    unit === 'year'
      ? `${year}`
      : unit === 'quarter'
        ? `${year}-Q${(month - 1) / 3 + 1}`
        : `${year}-${String(month).padStart(2, '0')}`;
  return {
    id,
    from: dayOf(year, month, 1),
    to: dayOf(Math.floor(endIndex / 12), (endIndex % 12) + 1, 31),
  };
}

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/** The period of `unit` that contains the day `iso`. */
export function periodContaining(iso: string, unit: PeriodUnit): Period {
  const index = monthIndex(iso);
  return periodAt(unit, index - (index % PERIOD_MONTHS[unit]));
}

/** Every period of `unit` from the one containing `from` to the one containing `to`. */
export function periodsFromTo(from: string, to: string, unit: PeriodUnit): Period[] {
  const out: Period[] = [];
  const step = PERIOD_MONTHS[unit];
  const first = monthIndex(from) - (monthIndex(from) % step);
  for (let index = first; index <= monthIndex(to); index += step) out.push(periodAt(unit, index));
  return out;
}

/**
 * The day a period's filing falls due. Period schedules count from the period's end; a yearly
 * date is the first such date after the period ends (a year-end report: the following year).
 */
export function dueDateOfPeriod(period: Pick<Period, 'to'>, schedule: Schedule): string {
  const end = period.to;
  const year = Number(end.slice(0, 4));
  const month = Number(end.slice(5, 7));
  switch (schedule.type) {
    case 'afterPeriod':
      return dayOf(year, month + 1, schedule.day);
    case 'daysAfterPeriod':
      return addDays(end, schedule.days);
    case 'yearly': {
      const candidate = dayOf(year, schedule.month, schedule.day);
      return candidate > end ? candidate : dayOf(year + 1, schedule.month, schedule.day);
    }
    case 'afterFiling':
      throw new Error('A deadline due after filings closes no period');
  }
}

export interface Occurrence {
  dueDate: string;
  /** The period a period-based deadline closes; null for yearly dates. */
  periodStart: string | null;
  periodEnd: string | null;
}

/**
 * Every occurrence of `schedule` due between `from` and `to` (both included), by date. A deadline
 * due after filings has no dates of its own (the derivation dates it by the filings).
 */
export function occurrences(schedule: Schedule, from: string, to: string): Occurrence[] {
  if (schedule.type === 'afterFiling') return [];
  const fromYear = Number(from.slice(0, 4));
  const toYear = Number(to.slice(0, 4));
  const out: Occurrence[] = [];
  if (schedule.type === 'yearly') {
    for (let year = fromYear; year <= toYear; year += 1)
      out.push({
        dueDate: dayOf(year, schedule.month, schedule.day),
        periodStart: null,
        periodEnd: null,
      });
  } else {
    // A period ending up to a year before `from` can still fall due inside the window.
    for (const p of periodsFromTo(`${fromYear - 1}-01-01`, `${toYear}-12-31`, schedule.period))
      out.push({
        dueDate: dueDateOfPeriod(p, schedule),
        periodStart: p.from,
        periodEnd: p.to,
      });
  }
  return out
    .filter((o) => o.dueDate >= from && o.dueDate <= to)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** The first day on or after `day` on which a repeating deadline falls due. */
export function nextDueDate(schedule: Schedule, day: string): string {
  const next = occurrences(schedule, day, addDays(day, 800))[0];
  if (!next) throw new Error('No due date within two years');
  return next.dueDate;
}
