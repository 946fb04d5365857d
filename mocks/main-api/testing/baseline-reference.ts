/**
 * The EU fallback stays code once every real country has rules of its own: the tests that prove it
 * take one country and remove its rules from the reference data, so the fallback answers there
 * whatever the data holds. Greece is the country they always used for it.
 */
import type { ReferenceData } from '../../../src/shared/contract/reference';
import { referenceFixture } from '../data/fixtures/reference';

export const BASELINE_COUNTRY = 'GR';

/** The reference data without the rules of `country`: the EU baseline answers for it. */
export const withoutRulesOf = (data: ReferenceData, country: string): ReferenceData => ({
  ...data,
  rules: data.rules.filter((r) => r.country !== country),
});

/** The served reference data with `BASELINE_COUNTRY`'s own rules removed. */
export const baselineReference = withoutRulesOf(referenceFixture, BASELINE_COUNTRY);

/**
 * Runs `check` while the served reference data lacks `BASELINE_COUNTRY`'s rules, for tests that
 * ask the mock backend itself (HTTP level), and puts them back afterwards.
 */
export async function whileServedWithoutBaselineRules(check: () => Promise<void>): Promise<void> {
  const rules = referenceFixture.rules;
  const served = [...rules];
  rules.splice(0, rules.length, ...baselineReference.rules);
  try {
    await check();
  } finally {
    rules.splice(0, rules.length, ...served);
  }
}
