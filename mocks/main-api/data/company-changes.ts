/** CHG-1: the reference changes that touch a company's markets, for its page and its mails. */
import type { ReferenceChange } from '../../../src/shared/contract/main/changes';
import { isEuMemberState } from '../../../src/domain/vat';
import { markets } from './compliance';
import { referenceChangeFixtures } from './fixtures/reference-changes';

/** Whether a change touches one of the company's markets (an `EU` one: any market in the EU). */
function touches(change: ReferenceChange, companyId: string): boolean {
  return (markets.findById(companyId)?.markets ?? []).some(
    (m) =>
      m.streams.includes(change.stream) &&
      (change.country === m.country || (change.country === 'EU' && isEuMemberState(m.country))),
  );
}

const newestFirst = (a: ReferenceChange, b: ReferenceChange) =>
  b.effective.localeCompare(a.effective) ||
  b.recorded.localeCompare(a.recorded) ||
  a.id.localeCompare(b.id);

/** Every change of the log that touches the company's markets, newest first. */
export const changesForCompany = (
  companyId: string,
  changes: readonly ReferenceChange[] = referenceChangeFixtures,
): ReferenceChange[] => changes.filter((c) => touches(c, companyId)).sort(newestFirst);

/** The company's changes recorded or taking effect after `since` and up to `day`. */
export const changesBetween = (
  companyId: string,
  since: string,
  day: string,
  changes: readonly ReferenceChange[],
) =>
  changesForCompany(companyId, changes).filter(
    (c) => (c.recorded > since && c.recorded <= day) || (c.effective > since && c.effective <= day),
  );
