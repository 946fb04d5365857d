import { addDays, daysBetween, occurrences } from './schedule';

describe('[OBL-1][CAL-1] deadline schedules as dated occurrences', () => {
  it.each([
    [
      'yearly 15 May',
      { type: 'yearly', month: 5, day: 15 } as const,
      '2026-01-01',
      '2027-12-31',
      ['2026-05-15', '2027-05-15'],
    ],
    [
      'yearly 29 February falls on the 28th in a common year',
      { type: 'yearly', month: 2, day: 29 } as const,
      '2027-01-01',
      '2028-12-31',
      ['2027-02-28', '2028-02-29'],
    ],
    [
      '15th of the month after each month',
      { type: 'afterPeriod', period: 'month', day: 15 } as const,
      '2026-11-01',
      '2027-01-31',
      ['2026-11-15', '2026-12-15', '2027-01-15'],
    ],
    [
      '15th of the month after each quarter',
      { type: 'afterPeriod', period: 'quarter', day: 15 } as const,
      '2026-06-01',
      '2027-02-01',
      ['2026-07-15', '2026-10-15', '2027-01-15'],
    ],
    [
      'end of the month after the quarter (day 31 in a 30-day month)',
      { type: 'afterPeriod', period: 'quarter', day: 31 } as const,
      '2026-04-01',
      '2026-12-31',
      ['2026-04-30', '2026-07-31', '2026-10-31'],
    ],
    [
      '49 days after each quarter',
      { type: 'daysAfterPeriod', period: 'quarter', days: 49 } as const,
      '2026-01-01',
      '2026-12-31',
      ['2026-02-18', '2026-05-19', '2026-08-18', '2026-11-18'],
    ],
    [
      'after the year: 15 January of the next',
      { type: 'afterPeriod', period: 'year', day: 15 } as const,
      '2026-01-01',
      '2027-12-31',
      ['2026-01-15', '2027-01-15'],
    ],
  ])('%s', (_name, schedule, from, to, expected) => {
    expect(occurrences(schedule, from, to).map((o) => o.dueDate)).toEqual(expected);
  });

  it('[CAL-1] a period deadline names the period it closes', () => {
    const [first] = occurrences(
      { type: 'afterPeriod', period: 'quarter', day: 15 },
      '2026-10-01',
      '2026-10-31',
    );
    expect(first).toEqual({
      dueDate: '2026-10-15',
      periodStart: '2026-07-01',
      periodEnd: '2026-09-30',
    });
  });

  it('day arithmetic in calendar days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-23', '2026-12-15')).toBe(22);
    expect(daysBetween('2026-11-23', '2026-11-22')).toBe(-1);
  });
});
