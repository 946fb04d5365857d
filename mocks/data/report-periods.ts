/**
 * Report periods and their deadlines for the mock services: months, quarters and years, each due
 * by a schedule of the reference data (`15th of the following month`, `49 days after the quarter`,
 * `30 April of the following year`). Dates are calendar dates in UTC (`2026-10-15`).
 */
import type { ReportingFrequency } from '../../src/shared/contract/main/prices';
import type { ReportState } from '../../src/shared/contract/main/service-common';
import type { Schedule } from '../../src/shared/contract/reference';
import { referenceFixture } from './fixtures/reference';

export interface Period {
  /** `2026`, `2026-Q3` or `2026-07`. */
  id: string;
  from: string;
  to: string;
}

const MONTHS = { monthly: 1, quarterly: 3, yearly: 12 } as const;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
const lastDayOf = (year: number, month: number) => utc(year, month + 1, 0).getUTCDate();

/** The period of `frequency` that contains `date`. */
export function periodOf(date: Date, frequency: ReportingFrequency): Period {
  const year = date.getUTCFullYear();
  const span = MONTHS[frequency];
  const startMonth = Math.floor(date.getUTCMonth() / span) * span;
  const from = utc(year, startMonth, 1);
  const to = utc(year, startMonth + span, 0);
  const id =
    frequency === 'yearly'
      ? `${year}`
      : frequency === 'quarterly'
        ? `${year}-Q${startMonth / 3 + 1}`
        : `${year}-${String(startMonth + 1).padStart(2, '0')}`;
  return { id, from: iso(from), to: iso(to) };
}

/** Every period from the one containing `from` to the one containing `until`, oldest first. */
export function periodsBetween(from: Date, until: Date, frequency: ReportingFrequency): Period[] {
  const periods: Period[] = [];
  let cursor = new Date(Date.parse(periodOf(from, frequency).from));
  while (cursor <= until) {
    const period = periodOf(cursor, frequency);
    periods.push(period);
    const end = new Date(Date.parse(period.to));
    cursor = utc(end.getUTCFullYear(), end.getUTCMonth() + 1, 1);
  }
  return periods;
}

/** The deadline of a period under a schedule. */
export function dueDateOf(period: Period, schedule: Schedule): string {
  const end = new Date(Date.parse(period.to));
  switch (schedule.type) {
    case 'afterPeriod': {
      const year = end.getUTCFullYear();
      const month = end.getUTCMonth() + 1;
      const next = utc(year, month, 1);
      const day = Math.min(schedule.day, lastDayOf(next.getUTCFullYear(), next.getUTCMonth()));
      return iso(utc(next.getUTCFullYear(), next.getUTCMonth(), day));
    }
    case 'daysAfterPeriod':
      return iso(new Date(end.getTime() + schedule.days * 86_400_000));
    case 'yearly': {
      // The first such date after the period ends (year-end reports: the following year).
      const year = end.getUTCFullYear();
      const candidate = utc(year, schedule.month - 1, schedule.day);
      return iso(candidate > end ? candidate : utc(year + 1, schedule.month - 1, schedule.day));
    }
  }
}

/** Where a report stands: filed, overdue (past its deadline), open (period over) or upcoming. */
export function reportState(
  period: Pick<Period, 'to'>,
  dueDate: string,
  filed: boolean,
  now = new Date(),
): ReportState {
  if (filed) return 'filed';
  const today = iso(now);
  if (today > dueDate) return 'overdue';
  if (today > period.to) return 'open';
  return 'upcoming';
}

/** A deadline schedule of the reference data, by its id. */
export function referenceSchedule(deadlineId: string): Schedule {
  for (const rule of referenceFixture.rules) {
    const found = rule.deadlines.find((d) => d.id === deadlineId);
    if (found) return found.schedule;
  }
  throw new Error(`No deadline ${deadlineId} in the reference data`);
}
