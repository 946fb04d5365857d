/**
 * What the licence routes share: the licence of a company the user may see (or the answer that
 * says why not), the refusals a licence meets (not a draft, year taken) and the materials a
 * licence does not report.
 */
import {
  materialsOf,
  type PackagingMaterial,
} from '../../../src/shared/contract/main/packaging-materials';
import type { Quantities } from '../../../src/shared/contract/main/prices';
import type { FieldErrors } from '../../../src/shared/contract/primitives';
import { companyAccess, type UserRecord } from '../../common/data/db';
import { licences, type LicenceRecord } from '../data/licensing';
import { processOf } from '../data/processes';
import { companyNotFound, fail } from '../../common/respond';

export type Params = { companyId: string; processId: string };

const notFound = () => fail(404, 'Licence not found');
export const notADraft = () => fail(409, 'The licence is no longer a draft');
export const yearTaken = (processId: string) =>
  fail(409, 'A licence for this year exists', { fields: { year: 'taken' }, processId });
/** UX-4: the open draft of that year is offered instead of a second one. */
export const draftOpen = (processId: string) =>
  fail(409, 'A draft for this year is open', {
    fields: { year: 'taken' },
    reason: 'draftOpen',
    processId,
  });

/** The licence of a company the user may see, or the answer that says why not. */
export function findLicence(
  user: UserRecord,
  { companyId, processId }: Params,
): { record: LicenceRecord } | { response: Response } {
  if (!companyAccess(user, companyId)) return { response: companyNotFound() };
  const process = processOf(companyId, processId);
  const record = process ? licences.findById(processId) : undefined;
  return record ? { record } : { response: notFound() };
}

/** Materials this licence does not report are refused, each on its own field. */
export function foreignMaterials(
  record: LicenceRecord,
  quantities: Quantities,
  scope = record.austria?.scope ?? null,
) {
  const allowed = materialsOf(record.country, scope);
  const fields: FieldErrors = {};
  for (const material of Object.keys(quantities) as PackagingMaterial[]) {
    if (!allowed.includes(material)) fields[`quantities.${material}`] = 'notAllowed';
  }
  return fields;
}
