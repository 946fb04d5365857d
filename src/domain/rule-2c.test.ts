/**
 * RULE-2, the remaining rules (mocks/main-api/data/fixtures/scenarios-rule-2c.ts), plus what a
 * row cannot state: the day the German battery PRO duty starts, duties that must be absent, the
 * reporting frequency an end use gives.
 */
import { RULE_2C_SCENARIOS } from '../../mocks/main-api/data/fixtures/scenarios-rule-2c';
import { scenarioFacts, type Scenario } from '../../mocks/main-api/data/fixtures/scenarios';
import { referenceFixture } from '../../mocks/main-api/data/fixtures/reference';
import { ruleFor } from '@/shared/contract/reference';
import { reportingFrequencyFor } from './applicability';
import { deriveDeadlines, deriveObligation } from './obligations';
import { addDays } from './schedule';

const TRACKED = ['compliant', 'reportDue', 'overdue'];

function observe(scenario: Scenario, day: string) {
  const facts = scenarioFacts(scenario, day);
  const deadlines = deriveDeadlines(referenceFixture, facts, addDays(day, -365), addDays(day, 365));
  return scenario.expect.map((e) => {
    const o = deriveObligation(referenceFixture, facts, scenario.country, e.stream);
    return {
      stream: e.stream,
      status: TRACKED.includes(o.status) ? 'tracked' : o.status,
      duties: Object.fromEntries(o.duties.map((d) => [d.id, d.state])),
      since: Object.fromEntries(o.duties.map((d) => [d.id, d.since])),
      deadlines: [...new Set(deadlines.filter((d) => d.stream === e.stream).map((d) => d.ruleId))],
    };
  });
}

const row = (prefix: string) => {
  const found = RULE_2C_SCENARIOS.find((s) => s.title.startsWith(prefix));
  if (!found) throw new Error(`no row ${prefix}`);
  return found;
};

describe('[RULE-2] the remaining rules: rows', () => {
  describe.each(['2026-11-23', '2027-03-01', '2027-09-01'])('on %s', (day) => {
    it.each(RULE_2C_SCENARIOS.map((s) => [s.title, s] as const))('%s', (_title, scenario) => {
      const observed = observe(scenario, day);
      scenario.expect.forEach((e, i) => {
        const o = observed[i]!;
        expect([o.stream, o.status]).toEqual([e.stream, e.status]);
        // The duties exactly: one too many (a dual system where none is owed) fails too.
        if (e.duties) expect(o.duties).toEqual(e.duties);
        if (e.deadlines) expect(o.deadlines.sort()).toEqual([...e.deadlines].sort());
      });
    });
  });
});

describe('[RULE-2] German batteries: the producer-responsibility organisation (BattDG)', () => {
  const onlyNumber = row('[RULE-2] German battery producer with only its number');

  it('[RULE-2] the duty binds from 1 January 2026, not before, and says since when', () => {
    expect(observe(onlyNumber, '2025-12-31')[0]).toMatchObject({
      status: 'tracked',
      duties: { registration: 'fulfilled' },
    });
    expect(observe(onlyNumber, '2025-12-31')[0]!.duties).not.toHaveProperty('systemParticipation');
    const after = observe(onlyNumber, '2026-01-01')[0]!;
    expect(after.duties).toEqual({ registration: 'fulfilled', systemParticipation: 'toCheck' });
    expect(after.since.systemParticipation).toBe('2026-01-01');
  });

  it('[RULE-2] the obligation says which organisation duty is open, not a packaging licence', () => {
    const facts = scenarioFacts(onlyNumber, '2026-11-23');
    const o = deriveObligation(referenceFixture, facts, 'DE', 'batteries');
    expect(o.reasons).toContain('organisationUnknown');
    expect(o.reasons).not.toContain('participationUnknown');
  });
});

describe('[RULE-2] how often a company reports, by its end use', () => {
  const weee = ruleFor(referenceFixture, 'DE', 'weee')!;

  it('[RULE-2] German WEEE for businesses only reports yearly; household equipment monthly', () => {
    expect(weee.reportingFrequency).toBe('monthly');
    expect(reportingFrequencyFor(weee, 'businesses')).toBe('yearly');
    expect(reportingFrequencyFor(weee, 'households')).toBe('monthly');
    expect(reportingFrequencyFor(weee, 'both')).toBe('monthly');
  });

  it('[RULE-2] where the fee level decides, the rule says so (Austrian packaging)', () => {
    const at = ruleFor(referenceFixture, 'AT', 'packaging')!;
    expect(reportingFrequencyFor(at, 'businesses')).toBe('byFeeLevel');
  });
});
