import type { Schedule } from '@/shared/contract/reference';
import { nextDueDate } from './schedule';

describe('[QC-2] the next due date of a repeating deadline', () => {
  it.each<[string, Schedule, string, string]>([
    ['yearly, later this year', { type: 'yearly', month: 5, day: 15 }, '2026-11-23', '2027-05-15'],
    ['yearly, still ahead', { type: 'yearly', month: 12, day: 31 }, '2026-11-23', '2026-12-31'],
    ['yearly, due today', { type: 'yearly', month: 11, day: 23 }, '2026-11-23', '2026-11-23'],
    [
      '29 February in a common year',
      { type: 'yearly', month: 2, day: 29 },
      '2026-11-23',
      '2027-02-28',
    ],
    [
      'the 15th of next month',
      { type: 'afterPeriod', period: 'month', day: 15 },
      '2026-11-23',
      '2026-12-15',
    ],
    [
      'the 15th of this month',
      { type: 'afterPeriod', period: 'month', day: 15 },
      '2026-11-10',
      '2026-11-15',
    ],
    [
      'after the quarter, across the year',
      { type: 'afterPeriod', period: 'quarter', day: 15 },
      '2026-11-23',
      '2027-01-15',
    ],
    [
      'end of the month after a quarter',
      { type: 'afterPeriod', period: 'quarter', day: 31 },
      '2026-05-02',
      '2026-07-31',
    ],
    [
      'after the year',
      { type: 'afterPeriod', period: 'year', day: 15 },
      '2026-11-23',
      '2027-01-15',
    ],
    [
      '49 days after the quarter',
      { type: 'daysAfterPeriod', period: 'quarter', days: 49 },
      '2026-11-23',
      '2027-02-18',
    ],
    [
      '49 days after the last quarter, still open',
      { type: 'daysAfterPeriod', period: 'quarter', days: 49 },
      '2026-11-10',
      '2026-11-18',
    ],
  ])('[QC-2] %s', (_label, schedule, today, expected) => {
    expect(nextDueDate(schedule, today)).toBe(expected);
  });
});
