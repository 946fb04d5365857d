/**
 * The derivation rules (OBL-1) as tables: over the fixture companies on today's date (the fixtures
 * are dated relative to today, so each status holds every day), then rule by rule on made-up facts.
 */
import type { CompanyFacts } from '../../../src/domain/obligations';
import { deriveDeadlines, deriveObligation } from '../../../src/domain/obligations';
import { referenceFixture } from './fixtures/reference';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { factsFromLegacyAudience } from './fixtures/compliance';
import { obligationOf, obligationsOf } from './obligations';
import { processes } from './processes';
import { recordRegistration, reports } from './compliance';
import { recordOwnRepresentative } from './representation';
import { OBLIGATION_STATUSES } from '../../../src/shared/contract/main/obligations';
import type { ProcessSummary } from '../../../src/shared/contract/main/processes';
import type { Stream } from '../../../src/shared/contract/reference';

const { alpenglueck, nordlicht, rheinperle, solYMar, kowalski, maisonLavande } = COMPANY_IDS;

describe('[OBL-1] obligations of the fixture companies', () => {
  it.each([
    [alpenglueck, 'AT', 'packaging', 'compliant', null],
    [alpenglueck, 'DE', 'packaging', 'actionNeeded', 'startService'],
    [alpenglueck, 'AT', 'textiles', 'notApplicable', null],
    [nordlicht, 'DE', 'packaging', 'compliant', null],
    [nordlicht, 'DE', 'weee', 'inProgress', null],
    [nordlicht, 'AT', 'packaging', 'actionNeeded', 'startService'],
    [rheinperle, 'DE', 'packaging', 'toCheck', 'startService'],
    [rheinperle, 'AT', 'packaging', 'actionNeeded', 'startService'],
    [solYMar, 'ES', 'packaging', 'toCheck', 'recordRegistration'],
    // [RULE-2] PPWR Art. 45(3): a Spanish shop selling to Germany needs a representative there.
    [solYMar, 'DE', 'packaging', 'actionNeeded', 'startService'],
    [kowalski, 'PL', 'packaging', 'compliant', null],
    [kowalski, 'PL', 'weee', 'toCheck', 'recordRegistration'],
    [kowalski, 'DE', 'weee', 'reportDue', 'fileReport'],
    [maisonLavande, 'FR', 'textiles', 'overdue', 'fileReport'],
    [maisonLavande, 'FR', 'batteries', 'notApplicable', null],
  ] as const)('%s %s %s is %s', (companyId, country, stream, status, action) => {
    const obligation = obligationOf(companyId, country, stream);
    expect(obligation.status).toBe(status);
    expect(obligation.action?.kind ?? null).toBe(action);
  });

  it('[X-OBL-4] the fixtures cover every status somewhere', () => {
    const seen = new Set(
      Object.values(COMPANY_IDS).flatMap((id) => obligationsOf(id).map((o) => o.status)),
    );
    expect([...seen].sort()).toEqual([...OBLIGATION_STATUSES].sort());
  });

  it('the list holds every stream of every market country, in the markets’ order', () => {
    expect(obligationsOf(nordlicht).map((o) => `${o.country}/${o.stream}`)).toEqual([
      'DE/packaging',
      'DE/weee',
      'DE/batteries',
      'DE/textiles',
      'AT/packaging',
      'AT/weee',
      'AT/batteries',
      'AT/textiles',
    ]);
  });

  it('a licence of the year coming into force makes German packaging compliant at once', () => {
    expect(obligationOf(alpenglueck, 'DE', 'packaging').status).toBe('actionNeeded');
    // [RULE-2] PPWR Art. 45(3): without an establishment in Germany, a representative too.
    expect(obligationOf(alpenglueck, 'DE', 'packaging').representative).toBe('required');
    recordOwnRepresentative(alpenglueck, 'DE', 'packaging', {
      name: 'Vertretung GmbH',
      address: null,
      since: '2026-01-01',
    });
    processes.insert({
      id: 'prc-test',
      companyId: alpenglueck,
      service: 'de-licensing-process',
      country: 'DE',
      streams: ['packaging'],
      status: 'submitted',
      year: new Date().getUTCFullYear(),
      reference: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    expect(obligationOf(alpenglueck, 'DE', 'packaging').status).toBe('inProgress');
    processes.update('prc-test', { status: 'active' });
    // [DOM-3] The licence is the system participation; the LUCID registration is a duty of its own.
    expect(obligationOf(alpenglueck, 'DE', 'packaging')).toMatchObject({
      status: 'toCheck',
      duties: [
        { id: 'systemParticipation', state: 'fulfilled' },
        { id: 'registration', state: 'toCheck' },
      ],
    });
    recordRegistration(alpenglueck, {
      country: 'DE',
      stream: 'packaging',
      number: 'DE1234567890123',
    });
    expect(obligationOf(alpenglueck, 'DE', 'packaging').status).not.toMatch(
      /actionNeeded|inProgress|toCheck/,
    );
  });

  it('filing the overdue declaration lifts the overdue status', () => {
    const before = obligationOf(maisonLavande, 'FR', 'textiles');
    const deadline = before.nextDeadline!;
    expect(deadline.status).toBe('overdue');
    reports.insert({
      id: 'rep-test',
      companyId: maisonLavande,
      country: 'FR',
      stream: 'textiles',
      deadlineId: deadline.id,
      ruleId: deadline.ruleId,
      dueDate: deadline.dueDate,
      quantityKg: null,
      reference: null,
      filedAt: new Date().toISOString(),
      documentId: null,
    });
    expect(obligationOf(maisonLavande, 'FR', 'textiles').status).not.toBe('overdue');
  });

  it('a recorded number fulfils an obligation the platform has no service for', () => {
    expect(obligationOf(kowalski, 'PL', 'weee').status).toBe('toCheck');
    recordRegistration(kowalski, { country: 'PL', stream: 'weee', number: '000412587' });
    expect(obligationOf(kowalski, 'PL', 'weee').reasons).toContain('registered');
  });
});

/** Market facts from the old audience answer, as the derivation now asks them (end use). */
const sells = (audience: 'consumers' | 'businesses' | 'both', established = true) => ({
  facts: factsFromLegacyAudience(audience, established),
  confirmed: true,
});

describe('[OBL-1] derivation rules, one by one', () => {
  const TODAY = '2026-11-23';
  const facts = (over: Partial<CompanyFacts> = {}): CompanyFacts => ({
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
  const process = (
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
  const registration = (country: string, stream: Stream, number: string) => ({
    country,
    stream,
    number,
    reportingFrequency: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  const derive = (f: CompanyFacts, country: string, stream: Stream) =>
    deriveObligation(referenceFixture, f, country, stream);

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

  it('a fulfilled obligation with a past filing missing is overdue; filed, a filing due within 30 days makes it report due', () => {
    const active = [process('de-licensing-process', 'DE', ['packaging'], 'active')];
    const lucid = [registration('DE', 'packaging', 'DE1234567890123')];
    const overdue = derive(facts({ processes: active, registrations: lucid }), 'DE', 'packaging');
    expect(overdue.status).toBe('overdue');
    expect(overdue.nextDeadline).toMatchObject({
      ruleId: 'de-packaging-planned-quantities',
      dueDate: '2025-12-31',
      status: 'overdue',
    });
    const filed = (ruleId: string, dueDate: string) => ({
      id: `r-${ruleId}-${dueDate}`,
      country: 'DE',
      stream: 'packaging' as const,
      deadlineId: `${ruleId}:${dueDate}`,
      ruleId,
      dueDate,
      quantityKg: null,
      reference: null,
      filedAt: '2026-01-01T00:00:00.000Z',
      documentId: null,
    });
    const reportsSoFar = [
      filed('de-packaging-planned-quantities', '2025-12-31'),
      filed('de-packaging-year-end-report', '2026-05-15'),
      filed('de-packaging-declaration-of-completeness', '2026-05-15'),
      // The system reports mirrored in LUCID the day they were filed (VerpackG §10).
      filed('de-packaging-lucid-data-report', '2026-01-01'),
    ];
    expect(
      derive(
        facts({ processes: active, registrations: lucid, reports: reportsSoFar }),
        'DE',
        'packaging',
      ).status,
    ).toBe('compliant');
    const onDecember5 = facts({
      processes: active,
      registrations: lucid,
      reports: reportsSoFar,
      today: '2026-12-05',
    });
    const due = derive(onDecember5, 'DE', 'packaging');
    expect(due.status).toBe('reportDue');
    expect(due.action).toEqual({
      kind: 'fileReport',
      deadlineId: 'de-packaging-planned-quantities:2026-12-31',
    });
  });

  it('deadlines count from the day the market was added, never before', () => {
    const f = facts({
      markets: {
        establishments: ['DE'],
        markets: [{ country: 'DE', streams: ['weee'], since: '2026-11-01', ...sells('consumers') }],
      },
      registrations: [registration('DE', 'weee', 'DE12345678')],
    });
    const deadlines = deriveDeadlines(referenceFixture, f, '2025-11-23', '2027-01-31');
    expect(deadlines.map((d) => d.dueDate)).toEqual([
      '2026-11-15',
      '2026-12-15',
      '2026-12-31',
      '2027-01-15',
    ]);
    expect(deadlines.map((d) => d.status)).toEqual(['overdue', 'open', 'open', 'open']);
    // [DOM-8] the 31 December date is the b2c guarantee for the next calendar year.
    expect(deadlines[2]!.ruleId).toBe('de-weee-guarantee-renewal');
  });

  it('[X-OBL-1] an obligation the company has not fulfilled yet tracks no filings: its past dates are past, not overdue', () => {
    const deadlines = deriveDeadlines(referenceFixture, facts(), '2026-01-01', '2026-12-31');
    expect(
      deadlines.filter((d) => d.country === 'DE' && d.stream === 'packaging').map((d) => d.status),
    ).toEqual(['past', 'open']);
  });

  it('consumer deadlines do not bind a business-only seller; the fee level picks the Austrian frequency', () => {
    const b2b = facts({
      markets: {
        establishments: ['DE'],
        markets: [
          { country: 'DE', streams: ['weee'], since: '2024-01-01', ...sells('businesses') },
        ],
      },
    });
    expect(
      new Set(
        deriveDeadlines(referenceFixture, b2b, '2026-01-01', '2026-12-31').map((d) => d.ruleId),
      ),
    ).toEqual(new Set(['de-weee-b2b-yearly-report']));
    const at = (frequency: 'monthly' | 'quarterly' | null) =>
      facts({
        companyCountry: 'AT',
        markets: {
          establishments: ['AT'],
          markets: [
            {
              country: 'AT',
              streams: ['packaging'],
              since: '2024-01-01',
              ...sells('consumers', false),
            },
          ],
        },
        registrations: [
          { ...registration('AT', 'packaging', '9012345000004'), reportingFrequency: frequency },
        ],
      });
    const rulesOf = (f: CompanyFacts) =>
      new Set(
        deriveDeadlines(referenceFixture, f, '2026-01-01', '2026-12-31').map((d) => d.ruleId),
      );
    expect(rulesOf(at(null))).toEqual(new Set(['at-packaging-household-report-yearly']));
    expect(rulesOf(at('quarterly'))).toEqual(new Set(['at-packaging-household-report-quarterly']));
  });
  describe('[DOM-5] dates of the scheme contract, and the LUCID mirror after each system report', () => {
    const active = [process('de-licensing-process', 'DE', ['packaging'], 'active')];
    const lucid = [registration('DE', 'packaging', 'DE1234567890123')];
    const report = (ruleId: string, dueDate: string, filedOn: string) => ({
      id: `r-${ruleId}-${dueDate}`,
      country: 'DE',
      stream: 'packaging' as const,
      deadlineId: `${ruleId}:${dueDate}`,
      ruleId,
      dueDate,
      quantityKg: 1200,
      reference: null,
      filedAt: `${filedOn}T10:00:00.000Z`,
      documentId: null,
    });
    const germanDeadlines = (f: CompanyFacts) =>
      deriveDeadlines(referenceFixture, f, '2025-12-01', '2027-06-30').filter(
        (d) => d.country === 'DE' && d.stream === 'packaging',
      );

    it('without a recorded contract the usual dates apply and say they are the scheme’s, not the law’s', () => {
      const deadlines = germanDeadlines(facts({ processes: active, registrations: lucid }));
      const yearEnd = deadlines.find((d) => d.ruleId === 'de-packaging-year-end-report')!;
      expect(yearEnd.dueDate).toBe('2026-05-15');
      expect(yearEnd.schemeContract).toEqual({ scheme: null, dateRecorded: false });
      // The declaration of completeness is the law's date (VerpackG §11): no contract basis.
      expect(
        deadlines.some(
          (d) => d.ruleId === 'de-packaging-declaration-of-completeness' && d.schemeContract,
        ),
      ).toBe(false);
    });

    it('the company’s recorded contract dates replace the usual ones, per deadline', () => {
      const deadlines = germanDeadlines(
        facts({
          processes: active,
          registrations: lucid,
          schemeContracts: [
            {
              country: 'DE',
              stream: 'packaging',
              scheme: 'Interzero',
              dates: { 'de-packaging-year-end-report': { month: 6, day: 1 } },
            },
          ],
        }),
      );
      const yearEnds = deadlines.filter((d) => d.ruleId === 'de-packaging-year-end-report');
      expect(yearEnds.map((d) => d.dueDate)).toEqual(['2026-06-01', '2027-06-01']);
      expect(yearEnds[0]!.schemeContract).toEqual({ scheme: 'Interzero', dateRecorded: true });
      // A date the contract did not name keeps the usual one, still the scheme's.
      const planned = deadlines.find((d) => d.ruleId === 'de-packaging-planned-quantities')!;
      expect(planned.dueDate).toBe('2025-12-31');
      expect(planned.schemeContract).toEqual({ scheme: 'Interzero', dateRecorded: false });
    });

    it('each day with a system report brings a LUCID data report due that day; filed, it is done', () => {
      const planned = report('de-packaging-planned-quantities', '2025-12-31', '2025-12-20');
      const yearEnd = report('de-packaging-year-end-report', '2026-05-15', '2026-05-10');
      const onMay10 = facts({
        processes: active,
        registrations: lucid,
        reports: [
          report('de-packaging-year-end-report', '2025-05-15', '2025-05-10'),
          report('de-packaging-lucid-data-report', '2025-05-10', '2025-05-10'),
          planned,
          report('de-packaging-lucid-data-report', '2025-12-20', '2025-12-20'),
          yearEnd,
        ],
        today: '2026-05-10',
      });
      const mirrors = germanDeadlines(onMay10).filter(
        (d) => d.ruleId === 'de-packaging-lucid-data-report',
      );
      expect(mirrors.map((d) => [d.dueDate, d.status, d.mirrors])).toEqual([
        ['2025-12-20', 'done', ['de-packaging-planned-quantities']],
        ['2026-05-10', 'dueSoon', ['de-packaging-year-end-report']],
      ]);
      // Due at once: the next day, an unmirrored report makes the obligation overdue.
      const nextDay = derive({ ...onMay10, today: '2026-05-11' }, 'DE', 'packaging');
      expect(nextDay.status).toBe('overdue');
      expect(nextDay.action).toEqual({
        kind: 'fileReport',
        deadlineId: 'de-packaging-lucid-data-report:2026-05-10',
      });
    });

    it('no system report, no mirror task; a business-only seller (no system) never gets one', () => {
      const none = germanDeadlines(facts({ processes: active, registrations: lucid }));
      expect(none.some((d) => d.ruleId === 'de-packaging-lucid-data-report')).toBe(false);
      const b2b = facts({
        registrations: lucid,
        reports: [report('de-packaging-year-end-report', '2026-05-15', '2026-05-10')],
        markets: {
          establishments: ['DE'],
          markets: [
            { country: 'DE', streams: ['packaging'], since: '2024-01-01', ...sells('businesses') },
          ],
        },
      });
      expect(germanDeadlines(b2b).some((d) => d.ruleId === 'de-packaging-lucid-data-report')).toBe(
        false,
      );
    });
  });
});
