/**
 * Who may do what with a company's compliance data: anyone who reaches the company reads it;
 * changing markets and registration numbers takes an owner, an admin or an adviser with
 * `editCompany`; filing a report a member or an adviser with `submitReports`. Other companies are
 * 404, never 403, so their ids are not confirmed.
 */
import type { PathParams } from 'msw';
import type { CompanyAction } from '../../../src/shared/contract/account/permissions';
import { companyAccess, type CompanyAccessRecord, type UserRecord } from '../../common/data/db';
import { denied } from '../../account-service/handlers/rules';
import { companyNotFound } from '../../common/respond';

export type CompanyScopeParams = PathParams & { companyId: string };

export function inCompanyScope<I extends { params: CompanyScopeParams; user: UserRecord }>(
  resolver: (info: I & { access: CompanyAccessRecord }) => Response | Promise<Response>,
) {
  return (info: I) => {
    const access = companyAccess(info.user, info.params.companyId);
    if (!access) return companyNotFound();
    return resolver({ ...info, access });
  };
}

/** The permission table's 403 (with its reason) for changing markets and registration numbers. */
export const refuseUnlessEditor = (access: CompanyAccessRecord): Response | null =>
  denied(access, 'editCompliance');

/** The permission table's 403 (with its reason) for filing reports. */
export const refuseUnlessReporter = (access: CompanyAccessRecord): Response | null =>
  denied(access, 'fileReports');

/**
 * A service process's change, behind the permission table: 404 for another company, 403 with the
 * reason when the user's role or affiliation lacks `action`.
 */
export function requires<I extends { params: CompanyScopeParams; user: UserRecord }>(
  action: CompanyAction,
  resolver: (info: I) => Response | Promise<Response>,
) {
  return (info: I) => {
    const access = companyAccess(info.user, info.params.companyId);
    if (!access) return companyNotFound();
    return denied(access, action) ?? resolver(info);
  };
}
