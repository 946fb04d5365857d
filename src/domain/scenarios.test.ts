/**
 * DOM-11: the scenario table against the domain module, on a fixed day and on today, and DOM-1:
 * the quickcheck and the derived obligations agree for the same facts.
 */
import {
  SCENARIOS,
  scenarioFacts,
  type Scenario,
} from '../../mocks/main-api/data/fixtures/scenarios';
import { referenceFixture } from '../../mocks/main-api/data/fixtures/reference';
import {
  BASELINE_COUNTRY,
  baselineReference,
} from '../../mocks/main-api/testing/baseline-reference';
import { SECTION_COUNTRIES, STREAMS } from '@/shared/contract/reference';
import { quickcheckResult } from '@/features/quickcheck/components/quickcheck-result';
import { deriveDeadlines, deriveObligation } from './obligations';
import { addDays, today } from './schedule';

const TRACKED = ['compliant', 'reportDue', 'overdue'];

/** What the derivation answers for a scenario, in the table's terms. */
export function observe(scenario: Scenario, day: string) {
  const facts = scenarioFacts(scenario, day);
  const deadlines = deriveDeadlines(referenceFixture, facts, addDays(day, -365), addDays(day, 365));
  return scenario.expect.map((e) => {
    const o = deriveObligation(referenceFixture, facts, scenario.country, e.stream);
    return {
      stream: e.stream,
      status: TRACKED.includes(o.status) ? 'tracked' : o.status,
      representative: o.representative,
      duties: Object.fromEntries(o.duties.map((d) => [d.id, d.state])),
      deadlines: [
        ...new Set(deadlines.filter((d) => d.stream === e.stream).map((d) => d.ruleId)),
      ].sort(),
    };
  });
}

/** The expectation in the same shape: fields the row leaves out are not compared. */
export const expected = (scenario: Scenario) =>
  scenario.expect.map((e) => ({
    stream: e.stream,
    status: e.status,
    ...(e.representative ? { representative: e.representative } : {}),
    ...(e.duties ? { duties: expect.objectContaining(e.duties) } : {}),
    ...(e.deadlines ? { deadlines: [...e.deadlines].sort() } : {}),
  }));

describe('[DOM-11] the scenario table against the domain module', () => {
  it('[DOM-11] holds at least 40 situations over the nine countries and four streams, each with its source', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(40);
    const countries = new Set(SCENARIOS.map((s) => s.country));
    for (const c of SECTION_COUNTRIES) expect(countries).toContain(c);
    const streams = new Set(SCENARIOS.flatMap((s) => s.expect.map((e) => e.stream)));
    expect([...streams].sort()).toEqual([...STREAMS].sort());
    for (const s of SCENARIOS) expect(s.source).toMatch(/^https:\/\//);
  });

  describe.each(['2026-11-23', '2027-03-01', today()])('on %s', (day) => {
    const anyDay = SCENARIOS.filter((s) => !s.day);
    it.each(anyDay.map((s) => [s.title, s] as const))('[DOM-11] %s', (_title, scenario) => {
      expect(observe(scenario, day)).toMatchObject(expected(scenario));
    });
  });

  describe('on the day a dated row names (either side of a rule start)', () => {
    const dated = SCENARIOS.filter((s) => s.day);
    it.each(dated.map((s) => [s.title, s] as const))('[DOM-11][RULE-5] %s', (_title, scenario) => {
      expect(observe(scenario, scenario.day!)).toMatchObject(expected(scenario));
    });
  });
});

describe('[DOM-1] the quickcheck and the dashboard agree for the same facts', () => {
  const DAY = '2026-11-23';
  const END_USES = ['households', 'businesses', 'both'] as const;
  const ROLES = ['manufacturer', 'importer', 'distanceSeller', 'marketplaceSeller'] as const;
  // Each country with pages against the reference data, and one with its own rules removed (the
  // EU baseline, whatever the data holds).
  const COUNTRIES = [
    ...SECTION_COUNTRIES.map((country) => ({ country, reference: referenceFixture })),
    { country: BASELINE_COUNTRY, reference: baselineReference },
  ];
  // Every combination, not a sample: x 4 streams x 3 x 3 end uses x 4 roles x 2.
  const cases = COUNTRIES.flatMap(({ country, reference }) =>
    STREAMS.flatMap((stream) =>
      END_USES.flatMap((packagingEndUse) =>
        END_USES.flatMap((productEndUse) =>
          ROLES.flatMap((role) =>
            [true, false].map((established) => ({
              country,
              reference,
              stream,
              facts: { packagingEndUse, productEndUse, role, channels: [] },
              established,
            })),
          ),
        ),
      ),
    ),
  );

  it(`[DOM-1] over all ${cases.length} combinations: obligated, representative and deadlines match`, () => {
    expect(cases.length).toBe(COUNTRIES.length * STREAMS.length * 3 * 3 * ROLES.length * 2);
    const disagreements: string[] = [];
    for (const c of cases) {
      const home = c.established ? c.country : 'CH';
      const [result] = quickcheckResult(
        {
          countries: [c.country],
          streams: [c.stream],
          ...c.facts,
          establishments: c.established ? [c.country] : [],
          homeCountry: home,
        },
        c.reference,
        DAY,
      );
      const qc = result!.streams[0]!;
      const facts = scenarioFacts(
        {
          title: '',
          home,
          country: c.country,
          streams: [c.stream],
          facts: c.facts,
          expect: [],
          source: '',
          provision: '',
        },
        DAY,
      );
      const derived = deriveObligation(c.reference, facts, c.country, c.stream);
      const upcoming = new Set(
        deriveDeadlines(c.reference, facts, DAY, addDays(DAY, 365))
          .filter((d) => d.stream === c.stream)
          .map((d) => d.ruleId),
      );
      const qcRepresentative = qc.obligation.representative;
      const agree =
        (qc.status === 'obligated') === (derived.status !== 'notApplicable') &&
        (qcRepresentative === 'required') === (derived.representative === 'required') &&
        JSON.stringify(qc.deadlines.map((d) => d.id).sort()) ===
          JSON.stringify([...upcoming].sort());
      if (!agree)
        disagreements.push(
          JSON.stringify({
            c: { ...c, reference: undefined },
            qc: qc.status,
            derived: derived.status,
          }),
        );
    }
    expect(disagreements).toEqual([]);
  });
});
