/**
 * RULE-3: the Austrian licence page's report schedule is the calendar's (rule-3.md section 4, "Not
 * covered"). For the fee levels of one household licence (yearly, quarterly, monthly), each period
 * report the licence page lists is dated as the calendar (and with it the dashboard and the country
 * page) dates it, and the calendar lists no other report of the licence's periods.
 */
import { licenceView } from './licence-view';
import { licences } from './licensing';
import { deadlinesOf } from './obligations';

const ID = 'prc-0004';

/** The fixture's household quantities, before any case scales them. */
const BASE = { ...licences.findById(ID)!.quantities };

/** The household quantities times `factor`: the fee, and with it the frequency, grows. */
function scaled(factor: number) {
  const quantities = Object.fromEntries(Object.entries(BASE).map(([k, kg]) => [k, kg * factor]));
  licences.update(ID, { quantities } as never);
  return licences.findById(ID)!;
}

describe('[RULE-3] the Austrian licence page and the calendar date the same reports', () => {
  it.each([
    [0.01, 'yearly'],
    [1, 'yearly'],
    [5, 'quarterly'],
    [200, 'monthly'],
  ])(
    '[RULE-3] household quantities × %s (%s reports): the licence page’s schedule is the calendar’s for the licence’s periods',
    (factor, frequency) => {
      const record = scaled(factor);
      expect(record).toMatchObject({ country: 'AT', year: expect.any(Number) });
      const year = record.year!;
      const licence = licenceView(record);
      expect(licence.reportingFrequency).toBe(frequency);
      const fromLicence = licence.schedule.map((s) => s.dueDate);
      expect(fromLicence.length).toBeGreaterThan(0);
      const first = fromLicence[0]!;
      const fromCalendar = deadlinesOf(record.companyId, `${year}-01-01`, `${year + 1}-12-31`)
        .filter(
          (d) =>
            d.country === 'AT' &&
            d.stream === 'packaging' &&
            d.kind === 'report' &&
            d.periodStart !== null &&
            d.periodStart.startsWith(String(year)) &&
            d.dueDate >= first,
        )
        .map((d) => d.dueDate);
      expect(fromCalendar).toEqual(fromLicence);
    },
  );
});
