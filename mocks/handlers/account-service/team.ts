/** Invitations and members of a company. */
import { teamEndpoints } from '../../../src/shared/contract/account/team';
import type { UserSearchResult } from '../../../src/shared/contract/account/team';
import { companies, companyAccess, invitations, memberships, users } from '../../data/db';
import { companyNotFound, created, fail, forbidden, noContent, ok } from '../respond';
import { route } from '../route';
import { accountUrl, inCompany, isManager, isOwner, ownersOf, type CompanyParams } from './rules';
import { toInvitation, toMembers, toUserCompany } from './views';

type InvitationParams = CompanyParams & { invitationId: string };
type MemberParams = CompanyParams & { memberId: string };

export const teamHandlers = [
  route<typeof teamEndpoints.getInvitations, CompanyParams>(
    accountUrl,
    teamEndpoints.getInvitations,
    inCompany(({ company }) => ok(invitations.forCompany(company.id).map(toInvitation))),
  ),

  route<typeof teamEndpoints.createInvitation, CompanyParams>(
    accountUrl,
    teamEndpoints.createInvitation,
    inCompany(({ user, company, access, body }) => {
      if (!isManager(access)) return forbidden('Only owners and admins may invite');
      const invitee = users.findByEmail(body.email);
      if (invitee && memberships.find(invitee.id, company.id)) {
        return fail(409, 'Already a member of this company');
      }
      if (invitations.findOpen(company.id, body.email)) {
        return fail(409, 'An invitation to this address is already pending');
      }
      const invitation = invitations.create({ companyId: company.id, ...body, invitedBy: user.id });
      return created(toInvitation(invitation));
    }),
  ),

  route<typeof teamEndpoints.deleteInvitation, InvitationParams>(
    accountUrl,
    teamEndpoints.deleteInvitation,
    inCompany(({ params, company, access }) => {
      if (!isManager(access)) return forbidden('Only owners and admins may withdraw invitations');
      const invitation = invitations.findById(params.invitationId);
      if (!invitation || invitation.companyId !== company.id) {
        return fail(404, 'Invitation not found');
      }
      invitations.remove(invitation.id);
      return noContent();
    }),
  ),

  /** Accept: `{a}` = company id, `{b}` = invitation id; only for the invited address. */
  route<typeof teamEndpoints.acceptInvitation, { companyId: string; invitationId: string }>(
    accountUrl,
    teamEndpoints.acceptInvitation,
    ({ params, user }) => {
      const invitation = invitations.findById(params.invitationId);
      const company = companies.findById(params.companyId);
      // Someone else's invitation is not confirmed to exist.
      if (
        !invitation ||
        !company ||
        invitation.companyId !== company.id ||
        invitation.email.toLowerCase() !== user.email.toLowerCase()
      ) {
        return fail(404, 'Invitation not found');
      }
      if (invitation.status === 'revoked') return fail(410, 'Invitation withdrawn');
      if (invitation.status === 'accepted') return fail(409, 'Invitation already accepted');
      if (invitations.isExpired(invitation)) return fail(410, 'Invitation expired');
      if (!memberships.find(user.id, company.id)) {
        memberships.add(user.id, company.id, invitation.role);
      }
      invitations.update(invitation.id, { status: 'accepted' });
      const access = companyAccess(user, company.id);
      return access ? ok(toUserCompany(company, access)) : companyNotFound();
    },
  ),

  route<typeof teamEndpoints.getMembers, CompanyParams>(
    accountUrl,
    teamEndpoints.getMembers,
    inCompany(({ company }) => ok(memberships.forCompany(company.id).flatMap(toMembers))),
  ),

  route<typeof teamEndpoints.deleteMember, MemberParams>(
    accountUrl,
    teamEndpoints.deleteMember,
    inCompany(({ params, user, company, access }) => {
      const membership = memberships.findById(params.memberId);
      if (!membership || membership.companyId !== company.id) return fail(404, 'Member not found');
      const leaving = membership.userId === user.id;
      if (!leaving && !isManager(access)) {
        return forbidden('Only owners and admins may remove members');
      }
      if (!leaving && membership.role === 'owner' && !isOwner(access)) {
        return forbidden('Only owners may remove an owner');
      }
      if (membership.role === 'owner' && ownersOf(company.id).length === 1) {
        return fail(409, 'The last owner cannot be removed');
      }
      memberships.remove(membership.id);
      return noContent();
    }),
  ),

  route(accountUrl, teamEndpoints.searchUserByEmailAndCompany, ({ user, body }) => {
    if (!companyAccess(user, body.companyId)) return companyNotFound();
    const found = users.findByEmail(body.email);
    const result: UserSearchResult = {
      user: found
        ? {
            id: found.id,
            email: found.email,
            givenName: found.givenName,
            familyName: found.familyName,
          }
        : null,
      role: (found && memberships.find(found.id, body.companyId)?.role) ?? null,
      pendingInvitationId: invitations.findOpen(body.companyId, body.email)?.id ?? null,
    };
    return ok(result);
  }),
];
