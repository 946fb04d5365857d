/** Records of the in-memory db as the account service answers them. */
import type { AdminCompany } from '../../../src/shared/contract/account/admin';
import type { ProAffiliation } from '../../../src/shared/contract/account/advisers';
import type { CompanyAccess } from '../../../src/shared/contract/account/access';
import type { UserCompany } from '../../../src/shared/contract/account/companies';
import type {
  Invitation,
  Member,
  ReceivedInvitation,
} from '../../../src/shared/contract/account/team';
import type { AccountUser, SignedInUser } from '../../../src/shared/contract/account/user';
import { accountLinks } from '../data/account-links';
import {
  companies,
  invitations,
  memberships,
  pros,
  users,
  type AffiliationRecord,
  type CompanyAccessRecord,
  type CompanyRecord,
  type InvitationRecord,
  type MembershipRecord,
  type UserRecord,
} from '../../common/data/db';

export const toAccountUser = (u: UserRecord): AccountUser => ({
  id: u.id,
  email: u.email,
  pendingEmail: accountLinks.pendingEmailOf(u.id),
  givenName: u.givenName,
  familyName: u.familyName,
  locale: u.locale,
  isAdmin: u.isAdmin,
  proId: u.proId,
  createdAt: u.createdAt,
});

export const toAccess = (access: CompanyAccessRecord): CompanyAccess =>
  access.via === 'membership'
    ? { via: 'membership', role: access.membership.role }
    : {
        via: 'affiliation',
        affiliationId: access.affiliation.id,
        proId: access.affiliation.proId,
        permissions: [...access.affiliation.permissions],
      };

export const toUserCompany = (
  company: CompanyRecord,
  access: CompanyAccessRecord,
): UserCompany => ({
  ...structuredClone(company),
  access: toAccess(access),
});

export const toInvitation = (i: InvitationRecord): Invitation => ({
  id: i.id,
  companyId: i.companyId,
  companyName: companies.findById(i.companyId)?.name ?? '',
  email: i.email,
  role: i.role,
  status: i.status === 'pending' && invitations.isExpired(i) ? 'expired' : i.status,
  invitedBy: i.invitedBy,
  createdAt: i.createdAt,
  expiresAt: i.expiresAt,
});

export const toReceivedInvitation = (i: InvitationRecord): ReceivedInvitation => {
  const inviter = users.findById(i.invitedBy);
  return {
    id: i.id,
    companyId: i.companyId,
    companyName: companies.findById(i.companyId)?.name ?? '',
    role: i.role,
    status: i.status === 'pending' && invitations.isExpired(i) ? 'expired' : i.status,
    inviter: inviter ? { givenName: inviter.givenName, familyName: inviter.familyName } : null,
    expiresAt: i.expiresAt,
  };
};

/**
 * TRUST-12: an invitation is the user's only when it is to their address and that address is
 * verified (the fixtures' are; a registration's only after its confirmation link).
 */
export const isInvitee = (u: UserRecord, i: InvitationRecord): boolean =>
  u.emailVerified !== false && i.email.trim().toLowerCase() === u.email.trim().toLowerCase();

/**
 * `GET /getUser`: the user with the open invitations to their verified address, newest first
 * (UX-8, TRUST-12).
 */
export const toSignedInUser = (u: UserRecord): SignedInUser => ({
  ...toAccountUser(u),
  pendingInvitations: invitations
    .all()
    .filter(
      (i) =>
        i.status === 'pending' &&
        !invitations.isExpired(i) &&
        isInvitee(u, i) &&
        companies.findById(i.companyId),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(toReceivedInvitation),
});

export const toMembers = (m: MembershipRecord): Member[] => {
  const user = users.findById(m.userId);
  return user
    ? [
        {
          id: m.id,
          userId: m.userId,
          companyId: m.companyId,
          email: user.email,
          givenName: user.givenName,
          familyName: user.familyName,
          role: m.role,
          joinedAt: m.joinedAt,
        },
      ]
    : [];
};

export const toAffiliation = (a: AffiliationRecord): ProAffiliation => ({
  id: a.id,
  companyId: a.companyId,
  proId: a.proId,
  proName: pros.findById(a.proId)?.name ?? '',
  status: a.status,
  permissions: [...a.permissions],
  createdAt: a.createdAt,
});

const ROLE_ORDER = { owner: 0, admin: 1, member: 2 } as const;

export const toAdminCompany = (c: CompanyRecord): AdminCompany => {
  const members = [...memberships.forCompany(c.id)].sort(
    (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role],
  );
  return {
    id: c.id,
    name: c.name,
    legalForm: c.legalForm,
    country: c.country,
    city: c.address.city,
    vatId: c.vatId,
    needsUpdate: c.needsUpdate,
    createdAt: c.createdAt,
    memberCount: members.length,
    ownerEmails: members
      .filter((m) => m.role === 'owner')
      .flatMap((m) => users.findById(m.userId)?.email ?? []),
    members: members.flatMap((m) => {
      const user = users.findById(m.userId);
      return user
        ? [
            {
              userId: user.id,
              email: user.email,
              givenName: user.givenName,
              familyName: user.familyName,
              role: m.role,
            },
          ]
        : [];
    }),
  };
};
