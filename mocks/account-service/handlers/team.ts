/** Invitations and members of a company. */
import { teamEndpoints } from '../../../src/shared/contract/account/team';
import type { UserSearchResult } from '../../../src/shared/contract/account/team';
import {
  companies,
  companyAccess,
  invitations,
  memberships,
  users,
  type InvitationRecord,
  type UserRecord,
} from '../../common/data/db';
import { companyNotFound, created, fail, mailLimited, noContent, ok } from '../../common/respond';
import { route } from '../../common/route';
import { sendInvitationMail } from './mails';
import { accountUrl, conflict, denied, inCompany, ownersOf, type CompanyParams } from './rules';
import { isInvitee, toInvitation, toMembers, toReceivedInvitation, toUserCompany } from './views';

type InvitationParams = CompanyParams & { invitationId: string };
type MemberParams = CompanyParams & { memberId: string };
type ReceivedParams = { companyId: string; invitationId: string };

/**
 * The invitation of the link, when it is to the signed-in address and that address is verified
 * (TRUST-12: whoever merely typed an address at registration proves nothing); someone else's is
 * not confirmed to exist.
 */
function receivedInvitation(params: ReceivedParams, user: UserRecord) {
  const invitation = invitations.findById(params.invitationId);
  const company = companies.findById(params.companyId);
  if (
    !invitation ||
    !company ||
    invitation.companyId !== company.id ||
    !isInvitee(user, invitation)
  ) {
    return null;
  }
  return { invitation, company };
}

/** Why an invitation can no longer be accepted or declined, if it cannot. */
function undecidable(invitation: InvitationRecord) {
  if (invitation.status === 'revoked') {
    return conflict(410, 'invitationWithdrawn', 'Invitation withdrawn');
  }
  if (invitation.status === 'declined') {
    return conflict(410, 'invitationDeclined', 'Invitation declined');
  }
  if (invitation.status === 'accepted') {
    return conflict(409, 'invitationUsed', 'Invitation already accepted');
  }
  if (invitations.isExpired(invitation)) {
    return conflict(410, 'invitationExpired', 'Invitation expired');
  }
  return null;
}

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
      const limited = mailLimited(teamEndpoints.createInvitation, {
        addresses: [body.email],
        userId: user.id,
      });
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

  /** The invitee reads the invitation before deciding (TRUST-2): company, inviter, role. */
  route<typeof teamEndpoints.getReceivedInvitation, ReceivedParams>(
    accountUrl,
    teamEndpoints.getReceivedInvitation,
    ({ params, user }) => {
      const found = receivedInvitation(params, user);
      if (!found) return fail(404, 'Invitation not found');
      return ok(toReceivedInvitation(found.invitation));
    },
  ),

  /** Accept: `{a}` = company id, `{b}` = invitation id; only for the invited address. */
  route<typeof teamEndpoints.acceptInvitation, ReceivedParams>(
    accountUrl,
    teamEndpoints.acceptInvitation,
    ({ params, user }) => {
      const found = receivedInvitation(params, user);
      if (!found) return fail(404, 'Invitation not found');
      const { invitation, company } = found;
      const refusal = undecidable(invitation);
      if (refusal) return refusal;
      if (!memberships.find(user.id, company.id)) {
        memberships.add(user.id, company.id, invitation.role);
      }
      invitations.update(invitation.id, { status: 'accepted' });
      const access = companyAccess(user, company.id);
      return access ? ok(toUserCompany(company, access)) : companyNotFound();
    },
  ),

  /** Decline: the invitee says no (TRUST-2); the company sees it no more among open invitations. */
  route<typeof teamEndpoints.declineInvitation, ReceivedParams>(
    accountUrl,
    teamEndpoints.declineInvitation,
    ({ params, user }) => {
      const found = receivedInvitation(params, user);
      if (!found) return fail(404, 'Invitation not found');
      const refusal = undecidable(found.invitation);
      if (refusal) return refusal;
      invitations.update(found.invitation.id, { status: 'declined' });
      return noContent();
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

  /**
   * Platform administrators look up anyone; owners and admins look up addresses for their company,
   * and learn of a user only when that user is a member of the company or has an invitation to it
   * (TRUST-2): anyone else gets the answer of an unknown address, so creating a company does not
   * open a directory of every account's id and name.
   */
  route(accountUrl, teamEndpoints.searchUserByEmailAndCompany, ({ user, body }) => {
    if (!companies.findById(body.companyId)) return companyNotFound();
    if (!user.isAdmin) {
      const access = companyAccess(user, body.companyId);
      if (!access) return companyNotFound();
      const refusal = denied(access, 'invite');
      if (refusal) return refusal;
    }
    const pendingInvitation = invitations.findOpen(body.companyId, body.email);
    const found = users.findByEmail(body.email);
    const role = (found && memberships.find(found.id, body.companyId)?.role) ?? null;
    const invited =
      found !== undefined &&
      invitations
        .forCompany(body.companyId)
        .some(
          (invitation) =>
            invitation.status !== 'revoked' &&
            invitation.email.toLowerCase() === found.email.toLowerCase(),
        );
    const visible = found && (user.isAdmin || role !== null || invited);
    const result: UserSearchResult = {
      user: visible
        ? {
            id: found.id,
            email: found.email,
            givenName: found.givenName,
            familyName: found.familyName,
          }
        : null,
      role,
      pendingInvitationId: pendingInvitation?.id ?? null,
    };
    return ok(result);
  }),
];
