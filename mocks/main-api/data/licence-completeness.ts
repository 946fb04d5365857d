/** RULE-3: the declaration of completeness a German licence names, from the year totals. */
import type { Completeness } from '../../../src/shared/contract/main/licences';
import { declarationOfLicence } from '../../../src/domain/completeness';
import { isoDay } from '../../../src/domain/schedule';
import { ruleFor } from '../../../src/shared/contract/reference';
import { referenceFixture } from './fixtures/reference';
import { yearTotalsOf, type LicenceRecord } from './licensing';

/**
 * The declaration of completeness a German licence names (RULE-3): about the year before while it
 * is still ahead (due in the licence's year) and that year's totals are known; else about its own
 * year, once its quantities are licensed. The domain decides from the same totals the calendar,
 * the dashboard and the country page count.
 */
export function completeness(record: LicenceRecord, now: Date): Completeness | null {
  if (record.country !== 'DE' || record.year === null) return null;
  const rule = ruleFor(referenceFixture, 'DE', 'packaging');
  if (!rule) return null;
  const totals = yearTotalsOf(record.companyId);
  const answer = declarationOfLicence(rule, totals, record.year, isoDay(now));
  return answer
    ? {
        year: answer.year,
        required: answer.required,
        dueDate: answer.dueDate,
        groups: answer.groups.map((g) => ({
          id: g.id as Completeness['groups'][number]['id'],
          kg: g.kg,
          thresholdKg: g.minKg,
          reached: g.reached,
        })),
      }
    : null;
}
