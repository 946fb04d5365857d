/**
 * RULE-3: the declaration of completeness is one answer, from the same totals, on the licence page
 * and in the calendar the dashboard and the country page show (licensed totals count; the
 * company's own figures win over them).
 */
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { addDays, today } from '../../../src/domain/schedule';
import { quantityTotals } from './compliance';
import { licenceView } from './licence-view';
import { licences } from './licensing';
import { deadlinesOf, obligationOf, obligationsOf } from './obligations';

const { nordlicht } = COMPANY_IDS;
const YEAR = Number(today().slice(0, 4));
const DECLARATION = 'de-packaging-declaration-of-completeness';

/** What the calendar (and with it the dashboard and the country page) says about the declaration. */
const calendarDeclaration = () =>
  deadlinesOf(nordlicht, addDays(today(), -365), addDays(today(), 2 * 365)).find(
    (d) => d.ruleId === DECLARATION && d.dueDate === `${YEAR + 1}-05-15`,
  );

describe('[RULE-3] the declaration of completeness from the same totals', () => {
  it('[RULE-3] this year’s licence and next year’s both name the declaration the calendar lists, from the licensed totals', () => {
    const record = licences.findById('prc-0001')!;
    expect(record).toMatchObject({ companyId: nordlicht, country: 'DE', year: YEAR });
    const thisYears = licenceView(record).completeness;
    const nextYears = licenceView({ ...record, year: YEAR + 1 }).completeness;
    const paper = { id: 'paper', kg: 64_100.75, thresholdKg: 50_000, reached: true };
    // This year's licence said nothing before: it looked only at last year's licence.
    expect(thisYears).toMatchObject({ year: YEAR, required: true, dueDate: `${YEAR + 1}-05-15` });
    expect(thisYears!.groups).toContainEqual(paper);
    expect(nextYears).toEqual(thisYears);
    expect(calendarDeclaration()?.threshold).toEqual({ id: 'paper', kg: 64_100.75, minKg: 50_000 });
  });

  it('[RULE-3] quantities the company entered win over its licence’s, on the licence page as in the calendar', () => {
    quantityTotals.insert({
      id: `${nordlicht}/DE/packaging/${YEAR}`,
      companyId: nordlicht,
      country: 'DE',
      stream: 'packaging',
      year: YEAR,
      kg: { paper: 20_000 },
      updatedAt: new Date().toISOString(),
    });
    const record = licences.findById('prc-0001')!;
    const nextYears = licenceView({ ...record, year: YEAR + 1 }).completeness;
    expect(nextYears).toMatchObject({ year: YEAR, required: false });
    expect(calendarDeclaration()).toBeUndefined();
  });

  it('[RULE-3] the dashboard and the country page name the declaration this year’s licence names, with the calendar’s date, more than 30 days ahead', () => {
    // Late in the year: last year's declaration is past, the licence's year decides the next one.
    const day = `${YEAR}-11-28`;
    const licence = licenceView(licences.findById('prc-0001')!, new Date(`${day}T12:00:00Z`));
    const countryPage = obligationOf(nordlicht, 'DE', 'packaging', day);
    const dashboard = obligationsOf(nordlicht, day).find(
      (o) => o.country === 'DE' && o.stream === 'packaging',
    );
    expect(countryPage.declaration).toMatchObject({
      year: YEAR,
      dueDate: `${YEAR + 1}-05-15`,
      required: true,
      filed: false,
    });
    expect(dashboard?.declaration).toEqual(countryPage.declaration);
    expect(countryPage.reasons).toContain('declarationRequired');
    // No totals of last year, but the licence decides next year's declaration: nothing to enter.
    expect(countryPage.reasons).not.toContain('totalsUnknown');
    const { year, dueDate, required } = licence.completeness!;
    expect({ year, dueDate, required }).toEqual({
      year: countryPage.declaration!.year,
      dueDate: countryPage.declaration!.dueDate,
      required: true,
    });
    expect(
      licence.completeness!.groups.map(({ id, kg, thresholdKg, reached }) => ({
        id,
        kg,
        minKg: thresholdKg,
        reached,
      })),
    ).toEqual(countryPage.declaration!.groups);
    expect(calendarDeclaration()?.dueDate).toBe(countryPage.declaration!.dueDate);
  });
});
