/**
 * QC-2 / RULE-3: every reason the quickcheck can give, over every country with rules and the EU
 * baseline (Greece with its own rules removed), has the dashboard's text.
 */
import { referenceFixture } from '../../../../mocks/main-api/data/fixtures/reference';
import {
  BASELINE_COUNTRY as GR,
  baselineReference,
} from '../../../../mocks/main-api/testing/baseline-reference';
import { quickcheckResult } from './quickcheck-result';
import { quickcheckAnswers } from '@/testing/quickcheck-answers';

const TODAY = '2026-11-23';

const answers = quickcheckAnswers;

describe('[QC-2][RULE-3] every reason the quickcheck can give has the dashboard’s text', () => {
  it('[QC-2][RULE-3] over every country, stream and audience, each reason is a key of compliance:reasons', async () => {
    const reasons = (await import('@locales/en/compliance.json')).reasons as Record<string, string>;
    const codes = new Set<string>();
    for (const audience of ['households', 'businesses', 'both'] as const) {
      for (const established of [true, false]) {
        const countries = [...new Set(referenceFixture.rules.map((r) => r.country))];
        const given = answers({
          countries,
          streams: ['packaging', 'weee', 'batteries', 'textiles'],
          packagingEndUse: audience,
          productEndUse: audience,
          establishments: established ? countries : [],
        });
        for (const today of [TODAY, '2026-01-01']) {
          // Every country with its rules, and the baseline country without its own.
          const answered = [
            ...quickcheckResult(given, referenceFixture, today),
            ...quickcheckResult({ ...given, countries: [GR] }, baselineReference, today),
          ];
          for (const country of answered) {
            for (const stream of country.streams)
              stream.obligation.reasons.forEach((r) => codes.add(r));
          }
        }
      }
    }
    expect([...codes].filter((code) => !(code in reasons))).toEqual([]);
    expect(codes.size).toBeGreaterThan(5);
  });
});
