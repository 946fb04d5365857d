/**
 * EU-1: the reason a producer below its rule's figures is told counts the period the rule's figures
 * count (`producerTiers.measure`): the UK's small producer what it handled last year, Ireland's
 * major producer what it supplies (or expects to) in a calendar year. The German UK reason once
 * took Ireland's wording; this keeps each reason on its rule's period in every language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ruleFor } from '@/shared/contract/reference';
import { referenceFixture } from '../../mocks/main-api/data/fixtures/reference';
import { tiersSortDeadlines } from './producer-size';

const LANGUAGES = ['de', 'en', 'es', 'fr'] as const;

/** How each language names the period a measure counts. */
const PERIOD = {
  handledLastYear: { de: /Vorjahr/, en: /last year/, es: /año pasado/, fr: /l’an dernier/ },
  suppliedInYear: {
    de: /Kalenderjahr/,
    en: /calendar year/,
    es: /año natural/,
    fr: /année civile/,
  },
} as const;

const reasons = (language: string) =>
  (
    JSON.parse(
      fs.readFileSync(
        path.resolve(__dirname, '../../locales', language, 'compliance.json'),
        'utf8',
      ),
    ) as { reasons: Record<string, string> }
  ).reasons;

describe.each(['GB', 'IE'])('%s packaging: the reason below the producer figures', (country) => {
  const tiers = ruleFor(referenceFixture, country, 'packaging')!.producerTiers!;
  // The key the evaluation gives (obligation-evaluation.ts): tiers that sort deadlines, or not.
  const key = tiersSortDeadlines(tiers) ? 'belowProducerThreshold' : 'belowProducerFigures';
  const other = tiers.measure === 'handledLastYear' ? 'suppliedInYear' : 'handledLastYear';

  it.each(LANGUAGES)(`[EU-1][I18N-1] %s: counts the period of the rule's figures`, (language) => {
    const text = reasons(language)[key]!;
    expect(text).toMatch(PERIOD[tiers.measure][language]);
    expect(text).not.toMatch(PERIOD[other][language]);
  });
});
