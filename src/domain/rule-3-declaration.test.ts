/**
 * RULE-3: the declaration of completeness is one answer on every screen that states it: the
 * dashboard's to-do (`deriveObligations`), the country page's status card (`deriveObligation`),
 * the calendar (`deriveDeadlines`) and the licence page (`declarationOfLicence`, what the licence of
 * the year shows), all from the same totals (entered, or what a licence holds).
 */
import { scenarioFacts, type Scenario } from '../../mocks/main-api/data/fixtures/scenarios';
import { referenceFixture } from '../../mocks/main-api/data/fixtures/reference';
import { ruleFor } from '@/shared/contract/reference';
import { declarationOfLicence, type CompletenessAnswer } from './completeness';
import { deriveDeadlines, deriveObligation, deriveObligations } from './obligations';
import { addDays } from './schedule';

const DECLARATION = 'de-packaging-declaration-of-completeness';
const rule = ruleFor(referenceFixture, 'DE', 'packaging')!;

type Kg = Record<string, number>;

/** A German online shop licensed with the platform this year, with the totals given. */
const shop = (totals: { lastYear?: Kg; thisYear?: Kg }): Scenario => ({
  title: '',
  provision: '',
  source: '',
  home: 'DE',
  country: 'DE',
  streams: ['packaging'],
  facts: {
    packagingEndUse: 'households',
    productEndUse: 'households',
    role: 'manufacturer',
    channels: ['ownShop'],
  },
  registrations: [{ stream: 'packaging', number: 'DE3194726850143' }],
  processes: [{ service: 'de-licensing-process', stream: 'packaging', status: 'active' }],
  ...(totals.lastYear ? { lastYear: { stream: 'packaging', kg: totals.lastYear } } : {}),
  ...(totals.thisYear ? { thisYear: { stream: 'packaging', kg: totals.thisYear } } : {}),
  expect: [],
});

/** What each screen states about the declaration on `day`. */
function screensOf(scenario: Scenario, day: string) {
  const facts = scenarioFacts(scenario, day);
  const dashboard = deriveObligations(referenceFixture, facts).find(
    (o) => o.country === 'DE' && o.stream === 'packaging',
  )!;
  const countryPage = deriveObligation(referenceFixture, facts, 'DE', 'packaging');
  // Two years ahead: in spring, next year's declaration lies beyond the default year.
  const calendar = deriveDeadlines(referenceFixture, facts, day, addDays(day, 2 * 365)).filter(
    (d) => d.ruleId === DECLARATION,
  );
  const year = Number(day.slice(0, 4));
  const licence = scenario.thisYear
    ? declarationOfLicence(rule, facts.totals, year, day)
    : undefined;
  return { dashboard, countryPage, calendar, licence };
}

const PAPER_2026 = { paper: 64_100.75, plastics: 10_032.3 };

describe('[RULE-3] the declaration of completeness on the dashboard, the country page, the calendar and the licence page', () => {
  it('[RULE-3] a German company whose 2026 licence holds 64,100.75 kg of paper sees the 2026 declaration, due 15 May 2027, on every screen', () => {
    const s = screensOf(shop({ thisYear: PAPER_2026 }), '2026-11-28');
    const expected = {
      year: 2026,
      dueDate: '2027-05-15',
      required: true,
      filed: false,
      deadlineId: `${DECLARATION}:2027-05-15`,
    };
    expect(s.dashboard.declaration).toMatchObject(expected);
    expect(s.countryPage.declaration).toEqual(s.dashboard.declaration);
    expect(s.dashboard.declaration!.groups.filter((g) => g.reached)).toEqual([
      { id: 'paper', kg: 64_100.75, minKg: 50_000, reached: true },
    ]);
    // More than 30 days away, it is still named: the reason says so.
    expect(s.dashboard.reasons).toContain('declarationRequired');
    expect(s.licence).toMatchObject({ year: 2026, dueDate: '2027-05-15', required: true });
    expect(s.licence!.groups).toEqual(s.dashboard.declaration!.groups);
    expect(s.calendar.map((d) => [d.dueDate, d.threshold])).toEqual([
      ['2027-05-15', { id: 'paper', kg: 64_100.75, minKg: 50_000 }],
    ]);
  });

  it('[RULE-3] a company below every threshold sees no declaration anywhere', () => {
    const s = screensOf(
      shop({ lastYear: { paper: 49_999 }, thisYear: { paper: 20_000, glass: 79_999 } }),
      '2026-11-28',
    );
    for (const o of [s.dashboard, s.countryPage]) {
      expect(o.declaration).toMatchObject({ year: 2026, required: false });
      expect(o.reasons).not.toContain('declarationRequired');
    }
    expect(s.licence).toMatchObject({ year: 2026, required: false });
    expect(s.calendar).toEqual([]);
  });

  it('[RULE-3] a company with no totals of last year but this year’s licence is not told to enter last year’s quantities', () => {
    const s = screensOf(shop({ thisYear: PAPER_2026 }), '2026-11-28');
    for (const o of [s.dashboard, s.countryPage]) {
      expect(o.reasons).not.toContain('totalsUnknown');
      expect(o.reasons).not.toContain('currentTotalsUnknown');
    }
  });

  it('[RULE-3] without any totals, last year’s are asked for until 15 May and this year’s after it', () => {
    const spring = screensOf(shop({}), '2026-05-15');
    expect(spring.countryPage.reasons).toContain('totalsUnknown');
    expect(spring.countryPage.declaration).toBeNull();
    const autumn = screensOf(shop({}), '2026-05-16');
    expect(autumn.countryPage.reasons).toContain('currentTotalsUnknown');
    expect(autumn.countryPage.reasons).not.toContain('totalsUnknown');
  });

  it('[RULE-3] before 15 May, last year’s required declaration comes first on every screen; a filed one leaves the to-do', () => {
    const scenario = shop({ lastYear: { glass: 95_000 }, thisYear: PAPER_2026 });
    const s = screensOf(scenario, '2026-03-10');
    expect(s.countryPage.declaration).toMatchObject({ year: 2025, dueDate: '2026-05-15' });
    expect(s.licence).toMatchObject({ year: 2025, dueDate: '2026-05-15', required: true });
    expect(s.calendar[0]).toMatchObject({ dueDate: '2026-05-15', threshold: { id: 'glass' } });

    const facts = scenarioFacts(scenario, '2026-03-10');
    const filed = deriveObligation(
      referenceFixture,
      {
        ...facts,
        reports: [
          {
            id: 'rep-1',
            deadlineId: `${DECLARATION}:2026-05-15`,
            ruleId: DECLARATION,
            country: 'DE',
            stream: 'packaging',
            filedAt: '2026-03-01T10:00:00.000Z',
          } as never,
        ],
      },
      'DE',
      'packaging',
    );
    expect(filed.declaration).toMatchObject({ year: 2025, filed: true });
    expect(filed.reasons).not.toContain('declarationRequired');
  });

  it('[RULE-3] property: on every day of a year, for totals on both sides of each threshold, the dashboard, the country page, the calendar and the licence page name the same declaration', () => {
    const sides: (Kg | undefined)[] = [
      undefined,
      { paper: 10_000 },
      { paper: 50_000 },
      { glass: 80_000.5 },
      { plastics: 29_999, aluminium: 1 },
    ];
    const days = Array.from({ length: 53 }, (_, week) => addDays('2026-01-01', week * 7)).concat([
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
    ]);
    const disagreements: string[] = [];
    for (const lastYear of sides)
      for (const thisYear of sides)
        for (const day of days) {
          const s = screensOf(shop({ lastYear, thisYear }), day);
          const named = (
            d:
              | Pick<CompletenessAnswer, 'required' | 'year' | 'dueDate' | 'groups'>
              | null
              | undefined,
          ) => (d?.required ? { year: d.year, dueDate: d.dueDate, groups: d.groups } : null);
          const board = named(s.dashboard.declaration);
          const first = s.calendar.find((d) => d.status !== 'past') ?? null;
          const fromCalendar = first && {
            dueDate: first.dueDate,
            threshold: first.threshold?.id,
          };
          const fromBoard = board && {
            dueDate: board.dueDate,
            threshold: board.groups.find((g) => g.reached)?.id,
          };
          const agree =
            JSON.stringify(board) === JSON.stringify(named(s.countryPage.declaration)) &&
            JSON.stringify(fromBoard) === JSON.stringify(fromCalendar) &&
            (s.licence === undefined ||
              JSON.stringify(board) === JSON.stringify(named(s.licence))) &&
            s.dashboard.reasons.includes('declarationRequired') === (board !== null);
          if (!agree)
            disagreements.push(JSON.stringify({ day, lastYear, thisYear, board, first, s }));
        }
    expect(disagreements).toEqual([]);
  });
});
