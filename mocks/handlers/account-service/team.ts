/** Invitations and members of a company. */
import { teamEndpoints } from '../../../src/shared/contract/account/team';
import type { UserSearchResult } from '../../../src/shared/contract/account/team';
import { companies, companyAccess, invitations, memberships, users } from '../../data/db';
import { companyNotFound, created, fail, mailLimited, noContent, ok } from '../respond';
import { route } from '../route';
import { sendInvitationMail } from './mails';
import { accountUrl, conflict, denied, inCompany, ownersOf, type CompanyParams } from './rules';
import { toInvitation, toMembers, toUserCompany } from './views';

type InvitationParams = CompanyParams & { invitationId: string };
type MemberParams = CompanyParams & { memberId: string };

export const teamHandlers = [
  route<typeof teamEndpoints.getInvitations, CompanyParams>(
    accountUrl,
    teamEndpoints.getInvitations,
    inCompany(
      ({ company, access }) =>
        denied(access, 'viewInvitations') ??
        ok(invitations.forCompany(company.id).map(toInvitation)),
    ),
  ),

  route<typeof teamEndpoints.createInvitation, CompanyParams>(
    accountUrl,
    teamEndpoints.createInvitation,
    inCompany(({ user, company, access, body }) => {
      const refusal =
        denied(access, 'invite') ?? (body.role === 'owner' ? denied(access, 'inviteOwners') : null);
      if (refusal) return refusal;
      const invitee = users.findByEmail(body.email);
      if (invitee && memberships.find(invitee.id, company.id)) {
        return conflict(409, 'alreadyMember', 'Already a member of this company', {
          fields: { email: 'taken' },
        });
      }
      if (invitations.findOpen(company.id, body.email)) {
        return conflict(409, 'alreadyInvited', 'An invitation to this address is already pending', {
          fields: { email: 'taken' },
        });
      }
      const limited = mailLimited({ addresses: [body.email], userId: user.id });
      if (limited) return limited;
      const invitation = invitations.create({ companyId: company.id, ...body, invitedBy: user.id });
      sendInvitationMail(invitation, user);
      return created(toInvitation(invitation));
    }),
  ),

  /** Withdrawn, not deleted: the invitee's link then says so instead of "unknown". */
  route<typeof teamEndpoints.deleteInvitation, InvitationParams>(
    accountUrl,
    teamEndpoints.deleteInvitation,
    inCompany(({ params, company, access }) => {
      const refusal = denied(access, 'revokeInvitations');
      if (refusal) return refusal;
      const invitation = invitations.findById(params.invitationId);
      if (!invitation || invitation.companyId !== company.id || invitation.status === 'revoked') {
        return fail(404, 'Invitation not found');
      }
      if (invitation.status === 'accepted') {
        return conflict(409, 'invitationUsed', 'Invitation already accepted');
      }
      invitations.update(invitation.id, { status: 'revoked' });
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
      if (invitation.status === 'revoked') {
        return conflict(410, 'invitationWithdrawn', 'Invitation withdrawn');
      }
      if (invitation.status === 'accepted') {
        return conflict(409, 'invitationUsed', 'Invitation already accepted');
      }
      if (invitations.isExpired(invitation)) {
        return conflict(410, 'invitationExpired', 'Invitation expired');
      }
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
    inCompany(
      ({ company, access }) =>
        denied(access, 'viewMembers') ?? ok(memberships.forCompany(company.id).flatMap(toMembers)),
    ),
  ),

  route<typeof teamEndpoints.deleteMember, MemberParams>(
    accountUrl,
    teamEndpoints.deleteMember,
    inCompany(({ params, user, company, access }) => {
      const membership = memberships.findById(params.memberId);
      if (!membership || membership.companyId !== company.id) return fail(404, 'Member not found');
      const leaving = membership.userId === user.id;
      const refusal = leaving
        ? denied(access, 'leaveCompany')
        : (denied(access, 'removeMembers') ??
          (membership.role === 'owner' ? denied(access, 'removeOwners') : null));
      if (refusal) return refusal;
      if (membership.role === 'owner' && ownersOf(company.id).length === 1) {
        return conflict(409, 'lastOwner', 'The last owner cannot be removed');
      }
      memberships.remove(membership.id);
      return noContent();
    }),
  ),

  /** Platform administrators look up anyone; owners and admins look up addresses for their company. */
  route(accountUrl, teamEndpoints.searchUserByEmailAndCompany, ({ user, body }) => {
    if (!companies.findById(body.companyId)) return companyNotFound();
    if (!user.isAdmin) {
      const access = companyAccess(user, body.companyId);
      if (!access) return companyNotFound();
      const refusal = denied(access, 'invite');
      if (refusal) return refusal;
    }
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
