/**
 * RULE-2, the facts a company records (mocks/main-api/data/fixtures/scenarios-rule-2b.ts): each
 * row on three days, plus what a row cannot state: the day the cut-off declaration falls due.
 */
import { RULE_2_FACTS_SCENARIOS } from '../../mocks/main-api/data/fixtures/scenarios-rule-2b';
import { scenarioFacts, type Scenario } from '../../mocks/main-api/data/fixtures/scenarios';
import { referenceFixture } from '../../mocks/main-api/data/fixtures/reference';
import * as v from 'valibot';
import { MarketFactsInputSchema } from '@/shared/contract/main/markets';
import { STREAMS } from '@/shared/contract/reference';
import { endUseOf } from './applicability';
import { deriveDeadlines, deriveObligation } from './obligations';
import { addDays } from './schedule';

const TRACKED = ['compliant', 'reportDue', 'overdue'];

function observe(scenario: Scenario, day: string) {
  const facts = scenarioFacts(scenario, day);
  const deadlines = deriveDeadlines(referenceFixture, facts, addDays(day, -365), addDays(day, 365));
  return scenario.expect.map((e) => {
    const o = deriveObligation(referenceFixture, facts, scenario.country, e.stream);
    const own = deadlines.filter((d) => d.stream === e.stream);
    return {
      stream: e.stream,
      status: TRACKED.includes(o.status) ? 'tracked' : o.status,
      reasons: o.reasons,
      duties: Object.fromEntries(o.duties.map((d) => [d.id, d.state])),
      deadlines: [...new Set(own.map((d) => d.ruleId))].sort(),
      dueDates: own.map((d) => [d.ruleId, d.dueDate] as const),
    };
  });
}

const row = (prefix: string) => {
  const found = RULE_2_FACTS_SCENARIOS.find((s) => s.title.startsWith(prefix));
  if (!found) throw new Error(`no row ${prefix}`);
  return found;
};

describe('[RULE-2] the rows of the facts a company records', () => {
  describe.each(['2026-11-23', '2027-03-01', '2027-09-01'])('on %s', (day) => {
    it.each(RULE_2_FACTS_SCENARIOS.map((s) => [s.title, s] as const))('%s', (_t, scenario) => {
      expect(observe(scenario, day)).toMatchObject(
        scenario.expect.map((e) => ({
          stream: e.stream,
          status: e.status,
          ...(e.duties ? { duties: expect.objectContaining(e.duties) } : {}),
          ...(e.deadlines ? { deadlines: [...e.deadlines].sort() } : {}),
        })),
      );
    });
  });
});

describe('[RULE-2] participation booked elsewhere', () => {
  it('[RULE-2] the recorded membership is the reason, not a licence of ours', () => {
    const [ara] = observe(row('[RULE-2] Austrian producer, member of ARA'), '2026-11-23');
    expect(ara!.reasons).toContain('participationBookedElsewhere');
    expect(ara!.reasons).not.toContain('serviceActive');
  });

  it('[RULE-2] the Austrian member reports by 15 March and never to the EDM by 31 March', () => {
    const [member] = observe(row('[RULE-2] Austrian B2B supplier, member'), '2027-03-01');
    expect(member!.dueDates).toContainEqual([
      'at-packaging-commercial-annual-report',
      '2027-03-15',
    ]);
    expect(member!.deadlines).not.toContain('at-packaging-self-take-back-report');
  });
});

describe('[RULE-2] duties dated from when selling started', () => {
  it('[RULE-2] a market added in November without a start date keeps the declaration due 15 May', () => {
    const [shop] = observe(row('[RULE-2] New German online shop'), '2026-11-23');
    expect(shop!.dueDates).toContainEqual([
      'de-packaging-declaration-of-completeness',
      '2026-05-15',
    ]);
  });

  it('[RULE-2] a sales start the company gives wins: nothing before it is due', () => {
    const scenario = row('[RULE-2] New German online shop');
    const facts = scenarioFacts(scenario, '2026-11-23');
    facts.markets!.markets[0]!.since = '2026-06-01';
    const dates = deriveDeadlines(referenceFixture, facts, '2025-11-23', '2027-11-23');
    expect(dates.every((d) => d.dueDate >= '2026-06-01')).toBe(true);
    expect(dates.map((d) => d.ruleId)).not.toContain('de-packaging-declaration-of-completeness');
  });

  it('[RULE-2] this year’s quantities decide next year’s declaration, due 15 May', () => {
    const [shop] = observe(row('[RULE-2] German shop with 60,000 kg'), '2026-11-23');
    expect(shop!.dueDates).toContainEqual([
      'de-packaging-declaration-of-completeness',
      '2027-05-15',
    ]);
  });
});

describe('[RULE-2] UK small and large producers', () => {
  const small = row('[RULE-2] UK brand with GBP 1.5m turnover');

  it('[RULE-2] without turnover and tonnes every size’s deadlines show, and the company is asked for them', () => {
    const [unsaid] = observe({ ...small, size: undefined }, '2026-11-23');
    expect(unsaid!.deadlines).toEqual(
      [
        'gb-packaging-data-april',
        'gb-packaging-data-october-large',
        'gb-packaging-registration-large',
        'gb-packaging-registration-small',
      ].sort(),
    );
    expect(unsaid!.reasons).toContain('producerSizeUnknown');
  });

  it('[RULE-2] the figures are exceeded, not met: GBP 1m and 25 t exactly stay below', () => {
    const [edge] = observe({ ...small, size: { turnover: 1_000_000, tonnes: 25 } }, '2026-11-23');
    expect(edge).toMatchObject({ status: 'notApplicable', reasons: ['belowProducerThreshold'] });
    const [large] = observe(
      { ...small, size: { turnover: 2_000_001, tonnes: 50.5 } },
      '2026-11-23',
    );
    expect(large!.deadlines).toContain('gb-packaging-data-october-large');
  });

  it('[RULE-2] the figures are data of the UK rule', () => {
    const gb = referenceFixture.rules.find((r) => r.country === 'GB' && r.stream === 'packaging')!;
    expect(gb.producerTiers).toMatchObject({
      currency: 'GBP',
      tiers: [
        { size: 'small', turnover: 1_000_000, tonnes: 25 },
        { size: 'large', turnover: 2_000_000, tonnes: 50 },
      ],
    });
  });
});

describe('[RULE-2] one end use per stream', () => {
  it('[RULE-2] a market’s facts take the shared answer of earlier clients as every product stream’s, and a stream’s own wins', () => {
    const parsed = v.parse(MarketFactsInputSchema, {
      packagingEndUse: 'households',
      productEndUse: 'businesses',
      textilesEndUse: 'households',
      role: 'manufacturer',
      channels: [],
    });
    expect(parsed).toEqual({
      packagingEndUse: 'households',
      weeeEndUse: 'businesses',
      batteriesEndUse: 'businesses',
      textilesEndUse: 'households',
      role: 'manufacturer',
      channels: [],
    });
    expect(parsed).not.toHaveProperty('productEndUse');
  });

  it('[RULE-2] a product stream without an end use is refused on its own field', () => {
    const result = v.safeParse(MarketFactsInputSchema, {
      packagingEndUse: 'households',
      weeeEndUse: 'households',
      batteriesEndUse: 'households',
      role: 'manufacturer',
      channels: [],
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]).toMatchObject({
      message: 'required',
      path: [expect.objectContaining({ key: 'textilesEndUse' })],
    });
  });

  it('[RULE-2] each stream reads its own end use', () => {
    const facts = {
      packagingEndUse: 'households',
      weeeEndUse: 'businesses',
      batteriesEndUse: 'both',
      textilesEndUse: 'households',
    } as const;
    expect(STREAMS.map((s) => endUseOf(facts, s))).toEqual([
      'households',
      'businesses',
      'both',
      'households',
    ]);
  });
});
