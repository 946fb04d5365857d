/** OBL-1, DOM-5: dates of the scheme contract, and the LUCID mirror after each system report. */
import type { CompanyFacts } from '../../../src/domain/obligations';
import { deriveDeadlines } from '../../../src/domain/obligations';
import { referenceFixture } from './fixtures/reference';
import { derive, facts, process, registration, sells } from '../testing/derivation-facts';

describe('[OBL-1] derivation rules, one by one', () => {
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
