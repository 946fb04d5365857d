/**
 * RULE-2 / EU-1: one model for producer figures. A rule's tiers run from the smallest figures to
 * the largest; a company is of the largest tier whose turnover and tonnes it both exceeds.
 */
import type { ProducerTiers } from '../shared/contract/producer-size';
import { producerSizeOf, sizeBinds, tiersSortDeadlines } from './producer-size';

const uk: ProducerTiers = {
  currency: 'GBP',
  measure: 'handledLastYear',
  tiers: [
    { size: 'small', turnover: 1_000_000, tonnes: 25 },
    { size: 'large', turnover: 2_000_000, tonnes: 50 },
  ],
  source: 'https://www.gov.uk/',
};
const ireland: ProducerTiers = {
  currency: 'EUR',
  measure: 'suppliedInYear',
  tiers: [{ size: 'major', turnover: 1_000_000, tonnes: 10 }],
  source: 'https://www.irishstatutebook.ie/',
};

describe('[RULE-2][EU-1] producer tiers', () => {
  it('[RULE-2] two tiers: the largest whose figures are both exceeded; below the first, none', () => {
    expect(producerSizeOf(uk, { turnover: 2_000_001, tonnes: 51 })).toBe('large');
    expect(producerSizeOf(uk, { turnover: 2_000_001, tonnes: 50 })).toBe('small');
    expect(producerSizeOf(uk, { turnover: 1_000_000, tonnes: 100 })).toBe('below');
    expect(producerSizeOf(uk, null)).toBe('unknown');
    expect(producerSizeOf(undefined, { turnover: 5, tonnes: 5 })).toBeNull();
  });

  it('[EU-1] one tier: above both figures the major producer, below either none', () => {
    expect(producerSizeOf(ireland, { turnover: 1_000_001, tonnes: 10.5 })).toBe('major');
    expect(producerSizeOf(ireland, { turnover: 5_000_000, tonnes: 10 })).toBe('below');
    expect(producerSizeOf(ireland, undefined)).toBe('unknown');
  });

  it('[RULE-2][EU-1] several tiers sort the deadlines, one does not; a deadline of no tier binds every tier', () => {
    expect(tiersSortDeadlines(uk)).toBe(true);
    expect(tiersSortDeadlines(ireland)).toBe(false);
    expect(tiersSortDeadlines(undefined)).toBe(false);
    expect(sizeBinds('large', 'small')).toBe(false);
    expect(sizeBinds('large', 'unknown')).toBe(true);
    expect(sizeBinds(undefined, 'major')).toBe(true);
  });
});
