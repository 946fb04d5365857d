/**
 * Report periods of the mock services (licences, registrations), in their reporting frequency's
 * words (`monthly`, `quarterly`, `yearly`): the calendar arithmetic is the domain's
 * (`src/domain/schedule.ts`), the schedules are the reference data's.
 */
import {
  dueDateOfPeriod,
  isoDay,
  periodContaining,
  periodsFromTo,
  type Period,
} from '../../../src/domain/schedule';
import { FREQUENCY_PERIOD } from '../../../src/domain/vocabulary/frequencies';
import type { ReportingFrequency } from '../../../src/shared/contract/main/prices';
import type { ReportState } from '../../../src/shared/contract/main/service-common';
import type { DeadlineRule, Schedule } from '../../../src/shared/contract/reference';
import { referenceFixture } from './fixtures/reference';

export type { Period };

/** The period of `frequency` that contains `date`. */
export const periodOf = (date: Date, frequency: ReportingFrequency): Period =>
  periodContaining(isoDay(date), FREQUENCY_PERIOD[frequency]);

/** Every period from the one containing `from` to the one containing `until`, oldest first. */
export const periodsBetween = (from: Date, until: Date, frequency: ReportingFrequency): Period[] =>
  periodsFromTo(isoDay(from), isoDay(until), FREQUENCY_PERIOD[frequency]);

/** The deadline of a period under a schedule. */
export const dueDateOf = (
  period: Pick<Period, 'to'> & Partial<Period>,
  schedule: Schedule,
): string => dueDateOfPeriod(period, schedule);

/** Where a report stands: filed, overdue (past its deadline), open (period over) or upcoming. */
export function reportState(
  period: Pick<Period, 'to'>,
  dueDate: string,
  filed: boolean,
  now = new Date(),
): ReportState {
  if (filed) return 'filed';
  const day = isoDay(now);
  if (day > dueDate) return 'overdue';
  if (day > period.to) return 'open';
  return 'upcoming';
}

/** A deadline rule of the reference data, by its id. */
export function referenceDeadline(deadlineId: string): DeadlineRule {
  for (const rule of referenceFixture.rules) {
    const found = rule.deadlines.find((d) => d.id === deadlineId);
    if (found) return found;
  }
  throw new Error(`No deadline ${deadlineId} in the reference data`);
}

/** A deadline schedule of the reference data, by its id. */
export const referenceSchedule = (deadlineId: string): Schedule =>
  referenceDeadline(deadlineId).schedule;
