import type { Schedule } from '@/shared/contract/reference';

/** Calendar dates as `YYYY-MM-DD`, computed in UTC: deadlines are days, not instants. */
const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dateOf = (year: number, month: number, day: number) => {
  // Month overflow (13 -> January of the next year) is normalised by Date.UTC.
  const first = new Date(Date.UTC(year, month - 1, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth() + 1;
  return `${y}-${pad(m)}-${pad(Math.min(day, daysIn(y, m)))}`;
};
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const PERIOD_MONTHS = { month: 1, quarter: 3, year: 12 } as const;

/**
 * The first day on or after `today` on which a repeating deadline falls due. A day beyond a
 * month's end means its last day (29 February in a common year is the 28th).
 */
export function nextDueDate(schedule: Schedule, today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (schedule.type === 'yearly') {
    const thisYear = dateOf(year, schedule.month, schedule.day);
    return thisYear >= today ? thisYear : dateOf(year + 1, schedule.month, schedule.day);
  }
  const every = PERIOD_MONTHS[schedule.period];
  // Periods end with months 12, 3, 6, 9 (quarters), 12 (years), or every month; look from the
  // period that ended up to a year ago, so a long grace period is still found.
  for (let m = month - 13; m <= month + 13; m += 1) {
    const endMonth = ((m - 1 + 1200) % 12) + 1;
    if (endMonth % every !== 0) continue;
    const endYear = year + Math.floor((m - 1) / 12);
    const due =
      schedule.type === 'afterPeriod'
        ? dateOf(endYear, endMonth + 1, schedule.day)
        : addDays(dateOf(endYear, endMonth, 31), schedule.days);
    if (due >= today) return due;
  }
  throw new Error('No due date within two years');
}
