/**
 * Who may do what in the mock account service:
 * - a user reaches a company through a membership or an *active* affiliation of their adviser
 *   firm; any `/companies/{id}...` of another company is 404 `Company not found`, never 403, so
 *   ids of other companies are not confirmed;
 * - within a company, the permission table of the contract (`PERMISSIONS`) decides; a refusal is
 *   403 with its `reason`; the last owner cannot leave or be removed (409 `lastOwner`).
 */
import type { PathParams } from 'msw';
import { config } from '../../../src/shared/config/config';
import {
  checkPermission,
  type CompanyAction,
} from '../../../src/shared/contract/account/permissions';
import type { ConflictReason, DenialReason } from '../../../src/shared/contract/account/reasons';
import {
  companies,
  companyAccess,
  memberships,
  type CompanyAccessRecord,
  type CompanyRecord,
  type UserRecord,
} from '../../common/data/db';
import { companyNotFound, fail, forbidden } from '../../common/respond';
import { toAccess } from './views';

export const accountUrl = config.accountApiUrl;

/** What the service answers when a permission is missing. */
const DENIAL_MESSAGES: Record<DenialReason, string> = {
  ownersOnly: 'Only owners may do this',
  managersOnly: 'Only owners and admins may do this',
  teamOnly: 'Only members of the company may do this',
  adviserPermissionMissing: 'The affiliation does not include this permission',
  adviserOnly: 'Only the adviser firm may do this',
  platformAdminsOnly: 'Administrators only',
  featureDisabled: 'This service is not enabled for you',
  recentSignInRequired: 'Sign in again to change the e-mail address',
};

export const refused = (reason: DenialReason) => forbidden(DENIAL_MESSAGES[reason], { reason });

export const conflict = (
  status: 409 | 410,
  reason: ConflictReason,
  message: string,
  extra: Record<string, string | string[] | Record<string, string>> = {},
) => fail(status, message, { reason, ...extra });

/** The 403 answer when `access` may not do `action`, else null. */
export function denied(access: CompanyAccessRecord, action: CompanyAction): Response | null {
  const check = checkPermission(toAccess(access), action);
  return check.allowed ? null : refused(check.reason);
}

export const ownersOf = (companyId: string) =>
  memberships.forCompany(companyId).filter((m) => m.role === 'owner');

export type CompanyParams = PathParams & { id: string };

/** Resolves `{id}` to a company the user may see, or answers 404 `Company not found`. */
export function inCompany<I extends { params: CompanyParams; user: UserRecord }>(
  resolver: (
    info: I & { company: CompanyRecord; access: CompanyAccessRecord },
  ) => Response | Promise<Response>,
) {
  return (info: I) => {
    const access = companyAccess(info.user, info.params.id);
    const company = companies.findById(info.params.id);
    if (!access || !company) return companyNotFound();
    return resolver({ ...info, company, access });
  };
}
