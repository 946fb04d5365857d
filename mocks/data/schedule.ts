/**
 * Dated occurrences of the reference data's deadline schedules. Dates are calendar days (ISO
 * `YYYY-MM-DD`, computed in UTC), so a deadline is the same day wherever the service runs.
 */
import type { Schedule } from '../../src/shared/contract/reference';

export interface Occurrence {
  dueDate: string;
  /** The period a period-based deadline closes; null for yearly dates. */
  periodStart: string | null;
  periodEnd: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
const parseDay = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
export const addDays = (iso: string, days: number): string =>
  isoDay(new Date(parseDay(iso).getTime() + days * DAY_MS));
/** Whole days from `a` to `b` (negative when `b` is earlier). */
export const daysBetween = (a: string, b: string): number =>
  Math.round((parseDay(b).getTime() - parseDay(a).getTime()) / DAY_MS);

/** The service's today. */
export const today = (): string => isoDay(new Date());

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** `day` of the month, or its last day when the month is shorter (29 February in a common year). */
const dayOf = (year: number, month: number, day: number) =>
  isoDay(new Date(Date.UTC(year, month - 1, Math.min(day, lastDay(year, month)))));

const MONTHS_PER_PERIOD = { month: 1, quarter: 3, year: 12 } as const;

/** Periods (start month index from year 0) that end before `to`'s year ends, from `fromYear` on. */
function* periods(period: keyof typeof MONTHS_PER_PERIOD, fromYear: number, toYear: number) {
  const length = MONTHS_PER_PERIOD[period];
  for (let index = fromYear * 12; index < (toYear + 1) * 12; index += length) {
    const startYear = Math.floor(index / 12);
    const startMonth = (index % 12) + 1;
    const endIndex = index + length - 1;
    const endYear = Math.floor(endIndex / 12);
    const endMonth = (endIndex % 12) + 1;
    yield {
      start: dayOf(startYear, startMonth, 1),
      end: dayOf(endYear, endMonth, 31),
      nextYear: Math.floor((endIndex + 1) / 12),
      nextMonth: ((endIndex + 1) % 12) + 1,
    };
  }
}

/** Every occurrence of `schedule` due between `from` and `to` (both included), by date. */
export function occurrences(schedule: Schedule, from: string, to: string): Occurrence[] {
  const fromYear = Number(from.slice(0, 4));
  const toYear = Number(to.slice(0, 4));
  const out: Occurrence[] = [];
  if (schedule.type === 'yearly') {
    for (let year = fromYear; year <= toYear; year += 1) {
      out.push({
        dueDate: dayOf(year, schedule.month, schedule.day),
        periodStart: null,
        periodEnd: null,
      });
    }
  } else {
    // A period ending up to a year before `from` can still fall due inside the window.
    for (const p of periods(schedule.period, fromYear - 1, toYear)) {
      const dueDate =
        schedule.type === 'afterPeriod'
          ? dayOf(p.nextYear, p.nextMonth, schedule.day)
          : addDays(p.end, schedule.days);
      out.push({ dueDate, periodStart: p.start, periodEnd: p.end });
    }
  }
  return out
    .filter((o) => o.dueDate >= from && o.dueDate <= to)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
