/**
 * OBL-1: filings and their dates: overdue and report-due statuses, deadlines counted from the day
 * a market was added, and which deadlines bind whom.
 */
import type { CompanyFacts } from '../../../src/domain/obligations';
import { deriveDeadlines } from '../../../src/domain/obligations';
import { referenceFixture } from './fixtures/reference';
import { derive, facts, process, registration, sells } from '../testing/derivation-facts';

describe('[OBL-1] derivation rules, one by one', () => {
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
});
