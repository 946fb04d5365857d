/**
 * The company facts the derivation-rule tests start from: a German company selling in DE, AT, IT
 * and FR on a fixed day, and the processes, registrations and markets they add.
 */
import type { CompanyFacts } from '../../../src/domain/obligations';
import { deriveObligation } from '../../../src/domain/obligations';
import type { ProcessSummary } from '../../../src/shared/contract/main/processes';
import type { Stream } from '../../../src/shared/contract/reference';
import { factsFromLegacyAudience } from '../data/fixtures/compliance';
import { baselineReference } from './baseline-reference';

/** Market facts from the old audience answer, as the derivation now asks them (end use). */
export const sells = (audience: 'consumers' | 'businesses' | 'both', established = true) => ({
  facts: factsFromLegacyAudience(audience, established),
  confirmed: true,
});

export const TODAY = '2026-11-23';
export const facts = (over: Partial<CompanyFacts> = {}): CompanyFacts => ({
  companyCountry: 'DE',
  markets: {
    establishments: ['DE'],
    markets: [
      {
        country: 'DE',
        streams: ['packaging', 'weee'],
        since: '2024-01-01',
        ...sells('consumers'),
      },
      {
        country: 'AT',
        streams: ['packaging'],
        since: '2024-01-01',
        ...sells('consumers', false),
      },
      // Distance sales: without an establishment, only a direct seller is the producer (RULE-2).
      {
        country: 'GR',
        streams: ['packaging'],
        since: '2024-01-01',
        ...sells('consumers', false),
      },
      { country: 'FR', streams: ['textiles'], since: '2024-01-01', ...sells('consumers', false) },
    ],
  },
  registrations: [],
  processes: [],
  reports: [],
  totals: [],
  representatives: [],
  today: TODAY,
  ...over,
});
export const process = (
  service: ProcessSummary['service'],
  country: string,
  streams: Stream[],
  status: ProcessSummary['status'],
  year: number | null = 2026,
): ProcessSummary => ({
  id: `p-${service}-${status}`,
  companyId: 'c',
  service,
  country,
  streams,
  status,
  year,
  reference: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
export const registration = (country: string, stream: Stream, number: string) => ({
  country,
  stream,
  number,
  reportingFrequency: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
/**
 * The derivation against the served reference data with Greece's own rules removed: Greece, in
 * the facts above, is the market where the EU baseline answers (`./baseline-reference`).
 */
export const derive = (f: CompanyFacts, country: string, stream: Stream) =>
  deriveObligation(baselineReference, f, country, stream);
