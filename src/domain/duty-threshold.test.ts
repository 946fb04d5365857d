/**
 * EU-1: a duty bound to last year's quantities (Norwegian packaging: membership of a return
 * company from at least 1,000 kg of one packaging type). The rows are in
 * mocks/main-api/data/fixtures/scenarios-no.ts; here what a row cannot state: the reasons the
 * screens explain, and that last year is the day's last calendar year.
 */
import { NO_SCENARIOS } from '../../mocks/main-api/data/fixtures/scenarios-no';
import { scenarioFacts, type Scenario } from '../../mocks/main-api/data/fixtures/scenarios';
import { referenceFixture } from '../../mocks/main-api/data/fixtures/reference';
import { ruleFor } from '@/shared/contract/reference';
import { deriveObligation } from './obligations';

const row = (prefix: string): Scenario => {
  const found = NO_SCENARIOS.find((s) => s.title.startsWith(prefix));
  if (!found) throw new Error(`no row ${prefix}`);
  return found;
};
const packaging = (scenario: Scenario, day: string) =>
  deriveObligation(referenceFixture, scenarioFacts(scenario, day), 'NO', 'packaging');

describe('[EU-1] a duty that binds from last year’s quantities (Norwegian packaging)', () => {
  it('[EU-1] the rule carries the figure per packaging type as data, with its quoted basis', () => {
    const rule = ruleFor(referenceFixture, 'NO', 'packaging')!;
    const duty = rule.duties?.find((d) => d.id === 'systemParticipation');
    expect(duty?.condition?.anyOf.map((g) => g.minKg)).toEqual([
      1000, 1000, 1000, 1000, 1000, 1000,
    ]);
    expect(rule.bases.thresholds?.quote).toContain('minst 1000 kg av en emballasjetype');
    expect(rule.marks.map((m) => m.fact)).not.toContain('thresholds');
  });

  it('[EU-1] below every figure the company is told why nothing binds', () => {
    const below = packaging(
      row('[EU-4][EU-1] Norwegian food maker, last year 800 kg'),
      '2026-11-29',
    );
    expect(below).toMatchObject({ status: 'notApplicable', reasons: ['belowDutyThreshold'] });
  });

  it('[EU-1] without last year’s quantities the duty binds and the company is asked for them', () => {
    const unknown = packaging(row('[EU-4] Norwegian food maker packing at home'), '2026-11-29');
    expect(unknown.status).toBe('toCheck');
    expect(unknown.reasons).toContain('dutyTotalsUnknown');
    const known = packaging(
      row('[EU-4][EU-1] Norwegian food maker, last year exactly'),
      '2026-11-29',
    );
    expect(known.reasons).not.toContain('dutyTotalsUnknown');
  });

  it('[EU-1] last year is the calendar year before the day: the same totals decide nothing a year on', () => {
    const below = row('[EU-4][EU-1] Norwegian food maker, last year 800 kg');
    // scenarioFacts dates "last year" from the day; entered for 2025, they say nothing in 2027.
    const facts = scenarioFacts(below, '2026-11-29');
    const later = deriveObligation(
      referenceFixture,
      { ...facts, today: '2027-02-01' },
      'NO',
      'packaging',
    );
    expect(later.status).toBe('toCheck');
    expect(later.reasons).toContain('dutyTotalsUnknown');
  });

  it('[EU-1] without a register the duty is membership: the company is asked to record its scheme, not a number', () => {
    const unknown = packaging(row('[EU-4] Norwegian food maker packing at home'), '2026-11-29');
    expect(unknown.reasons).toContain('membershipUnknown');
    expect(unknown.reasons).not.toContain('registrationMissing');
    expect(unknown.action).toEqual({ kind: 'recordMembership' });
  });
});
