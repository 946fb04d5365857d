/**
 * OBL-1: the derivation rules one by one, each a company's facts and the status and reasons they
 * give for one country and stream.
 */
import type { CompanyFacts } from '../../../src/domain/obligations';
import type { Stream } from '../../../src/shared/contract/reference';
import { derive, facts, process, registration, sells } from '../testing/derivation-facts';

describe('[OBL-1] derivation rules, one by one', () => {
  it.each<[string, CompanyFacts, string, Stream, string, string[]]>([
    ['not a market', facts(), 'PL', 'packaging', 'notApplicable', ['notInMarkets']],
    ['stream not sold there', facts(), 'DE', 'batteries', 'notApplicable', ['streamNotSold']],
    [
      'no EPR for the stream yet',
      facts({
        markets: {
          establishments: [],
          markets: [
            { country: 'DE', streams: ['textiles'], since: '2024-01-01', ...sells('both') },
          ],
        },
      }),
      'DE',
      'textiles',
      'notApplicable',
      ['noEprYet'],
    ],
    [
      'a consumer-only rule for a business-only seller',
      facts({
        markets: {
          establishments: ['FR'],
          markets: [
            { country: 'FR', streams: ['textiles'], since: '2024-01-01', ...sells('businesses') },
          ],
        },
      }),
      'FR',
      'textiles',
      'notApplicable',
      ['audienceNotObligated'],
    ],
    ['a country without rules of its own', facts(), 'GR', 'packaging', 'toCheck', ['notCovered']],
    [
      '[RULE-2] a foreign maker supplying the importer there: the importer is the producer',
      facts({
        markets: {
          establishments: [],
          markets: [
            { country: 'AT', streams: ['packaging'], since: '2024-01-01', ...sells('both') },
          ],
        },
      }),
      'AT',
      'packaging',
      'notApplicable',
      ['importerIsProducer'],
    ],
    [
      'a platform service, nothing recorded',
      facts(),
      'DE',
      'packaging',
      'actionNeeded',
      ['registrationMissing'],
    ],
    [
      'a licence service and a number, but no licence',
      facts({ registrations: [registration('DE', 'packaging', 'DE1234567890123')] }),
      'DE',
      'packaging',
      'toCheck',
      ['participationUnknown', 'registered'],
    ],
    [
      'a registration service and a number: its filings are tracked',
      facts({ registrations: [registration('DE', 'weee', 'DE12345678')] }),
      'DE',
      'weee',
      'overdue',
      ['registered', 'reportOverdue'],
    ],
    [
      'a draft',
      facts({ processes: [process('de-licensing-process', 'DE', ['packaging'], 'draft')] }),
      'DE',
      'packaging',
      'actionNeeded',
      ['processDraft', 'registrationMissing'],
    ],
    [
      'a submitted process',
      facts({ processes: [process('de-licensing-process', 'DE', ['packaging'], 'submitted')] }),
      'DE',
      'packaging',
      'inProgress',
      ['processSubmitted', 'registrationMissing'],
    ],
    [
      'last year’s licence',
      facts({ processes: [process('de-licensing-process', 'DE', ['packaging'], 'active', 2025)] }),
      'DE',
      'packaging',
      'actionNeeded',
      ['registrationMissing'],
    ],
    [
      'a representative is needed and missing',
      facts({ processes: [process('at-licensing-process', 'AT', ['packaging'], 'active')] }),
      'AT',
      'packaging',
      'actionNeeded',
      ['representativeMissing', 'serviceActive'],
    ],
    [
      'the representative is being appointed',
      facts({
        processes: [
          process('at-licensing-process', 'AT', ['packaging'], 'active'),
          process('authoriseme', 'AT', ['packaging'], 'submitted', null),
        ],
      }),
      'AT',
      'packaging',
      'inProgress',
      ['representativeInProgress', 'serviceActive'],
    ],
    [
      'no service, no number',
      facts({
        companyCountry: 'FR',
        markets: {
          establishments: ['FR'],
          markets: [
            { country: 'FR', streams: ['textiles'], since: '2024-01-01', ...sells('consumers') },
          ],
        },
      }),
      'FR',
      'textiles',
      'toCheck',
      ['registrationMissing'],
    ],
  ])('%s', (_name, f, country, stream, status, reasons) => {
    const obligation = derive(f, country, stream);
    expect(obligation.status).toBe(status);
    expect(obligation.reasons).toEqual(reasons);
  });
});
