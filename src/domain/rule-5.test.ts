/**
 * RULE-5: the scenario table's coverage. Every row names its provision; rows cover each country
 * and stream in force, each role, membership booked elsewhere, thresholds on both sides and days
 * on both sides of a rule's start. The rows themselves run in `scenarios.test.ts`.
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
import { deriveObligation } from './obligations';
import { DIRECT_SALES_CHANNELS, DIRECT_SELLER_ROLES } from './applicability';
import { addDays } from './schedule';

const EU = 'EU';
const streamsOf = (s: Scenario) => s.expect.map((e) => e.stream);
const establishedIn = (s: Scenario) =>
  s.home === s.country || !!s.establishments?.includes(s.country);

/** The five roles of the issue, read off a row's facts. */
const ROLE_OF: Record<string, (s: Scenario) => boolean> = {
  manufacturer: (s) => s.facts.role === 'manufacturer' && establishedIn(s),
  importer: (s) => s.facts.role === 'importer',
  distanceSeller: (s) => s.facts.role === 'distanceSeller',
  marketplaceSeller: (s) => s.facts.role === 'marketplaceSeller',
  // A foreign maker whose goods a local importer or retailer takes over: no direct channel.
  b2bSupplierToLocalImporter: (s) =>
    !establishedIn(s) &&
    !DIRECT_SELLER_ROLES.includes(s.facts.role) &&
    s.facts.channels.length > 0 &&
    s.facts.channels.every((c) => !DIRECT_SALES_CHANNELS.includes(c)),
};

describe('[RULE-5] the scenario table covers the rules', () => {
  it('[RULE-5] holds at least 80 rows, and every row names its provision', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(80);
    const unnamed = SCENARIOS.filter((s) => !/\S{2,}/.test(s.provision)).map((s) => s.title);
    expect(unnamed).toEqual([]);
    expect(new Set(SCENARIOS.map((s) => s.title)).size).toBe(SCENARIOS.length);
  });

  it('[RULE-5] every country and stream in force has a row; the EU baseline has one in a country without rules of its own', () => {
    const own = new Set(referenceFixture.rules.map((r) => r.country));
    // Once every country has rules of its own, the baseline answers only where they are removed:
    // the baseline country's rows, derived without its rules, must reach the EU rule.
    const reachesBaseline = (s: Scenario, stream: Scenario['streams'][number]) =>
      s.country === BASELINE_COUNTRY &&
      deriveObligation(baselineReference, scenarioFacts(s, '2026-11-23'), s.country, stream)
        .ruleCountry === EU;
    const missing = referenceFixture.rules
      .filter((r) => r.applicability === 'inForce')
      .filter(
        (r) =>
          !SCENARIOS.some(
            (s) =>
              streamsOf(s).includes(r.stream) &&
              (r.country === EU
                ? !own.has(s.country) || reachesBaseline(s, r.stream)
                : s.country === r.country),
          ),
      )
      .map((r) => `${r.country}/${r.stream}`);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(ROLE_OF))('[RULE-5] the role %s has a row', (role) => {
    expect(SCENARIOS.filter(ROLE_OF[role]!).length).toBeGreaterThan(0);
  });

  it('[RULE-5] membership of a scheme booked elsewhere has rows', () => {
    expect(SCENARIOS.filter((s) => s.schemeContracts?.length).length).toBeGreaterThan(0);
  });

  it('[RULE-5] a threshold-bound deadline has rows on both sides of its figure', () => {
    const thresholdIds = referenceFixture.rules.flatMap((r) =>
      r.deadlines.filter((d) => d.condition).map((d) => d.id),
    );
    const withTotals = SCENARIOS.filter((s) => s.lastYear);
    const bothSides = thresholdIds.filter((id) => {
      const expected = (s: Scenario) => s.expect.some((e) => e.deadlines?.includes(id));
      const stated = (s: Scenario) => s.expect.some((e) => e.deadlines !== undefined);
      return withTotals.some(expected) && withTotals.some((s) => stated(s) && !expected(s));
    });
    expect(bothSides).toContain('de-packaging-declaration-of-completeness');
  });

  it('[RULE-5] every dated row sits on the day before or the day of a rule start, and each such start has rows on both sides', () => {
    const starts = new Set(
      referenceFixture.rules.flatMap((r) => [
        ...(r.since ? [r.since] : []),
        ...(r.memberStateRepresentative ? [r.memberStateRepresentative.since] : []),
        ...(r.representativeWhen ?? []).flatMap((c) => (c.since ? [c.since] : [])),
      ]),
    );
    const dated = SCENARIOS.filter((s) => s.day);
    expect(dated.length).toBeGreaterThan(1);
    const startOf = (day: string) =>
      starts.has(day) ? day : starts.has(addDays(day, 1)) ? addDays(day, 1) : null;
    expect(dated.filter((s) => !startOf(s.day!)).map((s) => s.title)).toEqual([]);
    for (const start of new Set(dated.map((s) => startOf(s.day!)!))) {
      expect([start, dated.some((s) => s.day! < start)]).toEqual([start, true]);
      expect([start, dated.some((s) => s.day === start)]).toEqual([start, true]);
    }
  });
});
