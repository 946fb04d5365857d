import {
  dueDateOf,
  periodOf,
  periodsBetween,
  reportState,
} from '../../mocks/main-api/data/report-periods';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('report periods and deadlines', () => {
  it.each([
    ['2026-11-23', 'monthly', '2026-11', '2026-11-01', '2026-11-30'],
    ['2026-11-23', 'quarterly', '2026-Q4', '2026-10-01', '2026-12-31'],
    ['2026-02-10', 'quarterly', '2026-Q1', '2026-01-01', '2026-03-31'],
    ['2026-11-23', 'yearly', '2026', '2026-01-01', '2026-12-31'],
    ['2028-02-29', 'monthly', '2028-02', '2028-02-01', '2028-02-29'],
  ] as const)(
    '[WEEE-1] %s lies in the %s period %s (%s to %s)',
    (date, frequency, id, from, to) => {
      expect(periodOf(day(date), frequency)).toEqual({ id, from, to });
    },
  );

  it('[WEEE-1] periods from a month to today, oldest first', () => {
    expect(
      periodsBetween(day('2026-08-01'), day('2026-11-23'), 'quarterly').map((p) => p.id),
    ).toEqual(['2026-Q3', '2026-Q4']);
    expect(
      periodsBetween(day('2025-12-01'), day('2026-02-01'), 'monthly').map((p) => p.id),
    ).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it.each([
    // Germany, B2C WEEE: 15th of the following month
    [
      { id: '2026-10', from: '2026-10-01', to: '2026-10-31' },
      { type: 'afterPeriod', period: 'month', day: 15 },
      '2026-11-15',
    ],
    [
      { id: '2026-12', from: '2026-12-01', to: '2026-12-31' },
      { type: 'afterPeriod', period: 'month', day: 15 },
      '2027-01-15',
    ],
    // Austria, batteries: 49 days (7 weeks) after the quarter
    [
      { id: '2026-Q3', from: '2026-07-01', to: '2026-09-30' },
      { type: 'daysAfterPeriod', period: 'quarter', days: 49 },
      '2026-11-18',
    ],
    // Germany, B2B WEEE and year-end packaging report: the following year
    [
      { id: '2026', from: '2026-01-01', to: '2026-12-31' },
      { type: 'yearly', month: 4, day: 30 },
      '2027-04-30',
    ],
    [
      { id: '2026', from: '2026-01-01', to: '2026-12-31' },
      { type: 'yearly', month: 5, day: 15 },
      '2027-05-15',
    ],
    // A day past the month's end means its last day
    [
      { id: '2027-01', from: '2027-01-01', to: '2027-01-31' },
      { type: 'afterPeriod', period: 'month', day: 31 },
      '2027-02-28',
    ],
  ] as const)('[WEEE-1][LIC-3] period %j under %j is due %s', (period, schedule, due) => {
    expect(dueDateOf(period, schedule)).toBe(due);
  });

  it.each([
    [false, '2026-12-01', 'upcoming'],
    [false, '2027-01-10', 'open'],
    [false, '2027-01-16', 'overdue'],
    [true, '2027-01-16', 'filed'],
  ] as const)(
    '[WEEE-1] a December report (due 15 Jan), filed %s, on %s is %s',
    (filed, today, state) => {
      expect(reportState({ to: '2026-12-31' }, '2027-01-15', filed, day(today))).toBe(state);
    },
  );
});
