/**
 * Who may do what in the mock account service:
 * - a user reaches a company through a membership or an *active* affiliation of their adviser
 *   firm; any `/companies/{id}...` of another company is 404 `Company not found`, never 403, so
 *   ids of other companies are not confirmed;
 * - owners and admins manage the company (edit, invitations, members, affiliations); an adviser
 *   with `editCompany` may edit its data; only owners delete it; the last owner cannot leave;
 * - permission failures are 403 with the reason in `message`.
 */
import type { PathParams } from 'msw';
import { config } from '../../../src/shared/config/config';
import {
  companies,
  companyAccess,
  memberships,
  type CompanyAccessRecord,
  type CompanyRecord,
  type UserRecord,
} from '../../data/db';
import { companyNotFound } from '../respond';

export const accountUrl = config.accountApiUrl;

export const isManager = (access: CompanyAccessRecord) =>
  access.via === 'membership' && access.membership.role !== 'member';

export const isOwner = (access: CompanyAccessRecord) =>
  access.via === 'membership' && access.membership.role === 'owner';

export const mayEditCompany = (access: CompanyAccessRecord) =>
  isManager(access) ||
  (access.via === 'affiliation' && access.affiliation.permissions.includes('editCompany'));

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
