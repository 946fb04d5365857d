/** Members of a company and invitations to join it. */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { EmailSchema, IdSchema, TimestampSchema } from '../primitives';
import { CompanyRoleSchema } from './access';
import { UserCompanySchema } from './companies';

export const INVITATION_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'revoked',
  'expired',
] as const;

export const InvitationSchema = v.object({
  id: IdSchema,
  companyId: v.string(),
  /** The company's name, so the invitee sees where they are invited to. */
  companyName: v.string(),
  email: v.string(),
  role: CompanyRoleSchema,
  status: v.picklist(INVITATION_STATUSES),
  /** User id of the member who invited. */
  invitedBy: v.string(),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

/**
 * An invitation as its invitee sees it before deciding (TRUST-2): where to, who invited, which
 * role. Only the invited address reads it; anyone else gets 404.
 */
export const ReceivedInvitationSchema = v.object({
  id: IdSchema,
  companyId: v.string(),
  companyName: v.string(),
  role: CompanyRoleSchema,
  status: v.picklist(INVITATION_STATUSES),
  /** The member who invited, by name; `null` when they have left the platform. */
  inviter: v.nullable(v.object({ givenName: v.string(), familyName: v.string() })),
  expiresAt: TimestampSchema,
});
export type ReceivedInvitation = v.InferOutput<typeof ReceivedInvitationSchema>;

export const InvitationInputSchema = v.object({
  email: EmailSchema,
  role: v.pipe(v.string('invalid'), v.nonEmpty('required'), CompanyRoleSchema),
});
export type InvitationInput = v.InferInput<typeof InvitationInputSchema>;

export const MemberSchema = v.object({
  /** Membership id: the `{memberId}` of `DELETE /companies/{id}/members/{memberId}`. */
  id: IdSchema,
  userId: v.string(),
  companyId: v.string(),
  email: v.string(),
  givenName: v.string(),
  familyName: v.string(),
  role: CompanyRoleSchema,
  joinedAt: TimestampSchema,
});
export type Member = v.InferOutput<typeof MemberSchema>;

export const UserSearchRequestSchema = v.object({
  email: EmailSchema,
  companyId: v.pipe(v.string('invalid'), v.nonEmpty('required')),
});
export type UserSearchRequest = v.InferInput<typeof UserSearchRequestSchema>;

/** Is this address a user, a member already, or invited already? */
export const UserSearchResultSchema = v.object({
  user: v.nullable(
    v.object({ id: v.string(), email: v.string(), givenName: v.string(), familyName: v.string() }),
  ),
  /** Their role in the company, when they are a member. */
  role: v.nullable(CompanyRoleSchema),
  /** A pending invitation of this address to the company, if any. */
  pendingInvitationId: v.nullable(v.string()),
});
export type UserSearchResult = v.InferOutput<typeof UserSearchResultSchema>;

const tags = ['Team'] as const;

export const teamEndpoints = {
  getInvitations: endpoint({
    method: 'GET',
    path: '/companies/:id/invitations',
    summary: "A company's invitations",
    auth: 'bearer',
    response: v.array(InvitationSchema),
    errors: [404],
    example: { params: { id: 'cmp-0002' } },
    tags,
  }),
  createInvitation: endpoint({
    sendsMail: true,
    method: 'POST',
    path: '/companies/:id/invitations',
    summary:
      'Invite an e-mail address with a role (owners, admins; 409 for members and duplicates)',
    auth: 'bearer',
    body: InvitationInputSchema,
    response: InvitationSchema,
    status: 201,
    errors: [400, 404, 409],
    example: {
      params: { id: 'cmp-0002' },
      body: { email: 'jan.petersen@nordlicht-versand.de', role: 'member' },
    },
    tags,
  }),
  deleteInvitation: endpoint({
    method: 'DELETE',
    path: '/companies/:id/invitations/:invitationId',
    summary: 'Withdraw an invitation (owners, admins)',
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [404],
    example: { params: { id: 'cmp-0002', invitationId: 'inv-0001' } },
    tags,
  }),
  getReceivedInvitation: endpoint({
    method: 'GET',
    path: '/invitations/:companyId/:invitationId',
    summary:
      'An invitation to the signed-in address: company, inviter, role and status, before accepting or declining (404 for any other address)',
    auth: 'bearer',
    response: ReceivedInvitationSchema,
    errors: [404],
    example: { params: { companyId: 'cmp-0001', invitationId: 'inv-0002' } },
    tags,
  }),
  declineInvitation: endpoint({
    method: 'DELETE',
    path: '/invitations/:companyId/:invitationId',
    summary:
      'Decline an invitation to the signed-in address (409 used, 410 expired, withdrawn or declined)',
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [404, 409, 410],
    example: { params: { companyId: 'cmp-0001', invitationId: 'inv-0002' } },
    tags,
  }),
  acceptInvitation: endpoint({
    method: 'PUT',
    path: '/invitations/:companyId/:invitationId',
    summary:
      'Accept an invitation to the signed-in address; answers the company joined (409 used, 410 expired, withdrawn or declined)',
    auth: 'bearer',
    response: UserCompanySchema,
    errors: [404, 409, 410],
    example: { params: { companyId: 'cmp-0002', invitationId: 'inv-0001' } },
    tags,
  }),
  getMembers: endpoint({
    method: 'GET',
    path: '/companies/:id/members',
    summary: "A company's members",
    auth: 'bearer',
    response: v.array(MemberSchema),
    errors: [404],
    example: { params: { id: 'cmp-0002' } },
    tags,
  }),
  deleteMember: endpoint({
    method: 'DELETE',
    path: '/companies/:id/members/:memberId',
    summary: 'Remove a member, or leave the company (409 for the last owner)',
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [404, 409],
    example: { params: { id: 'cmp-0001', memberId: 'mem-0002' } },
    tags,
  }),
  searchUserByEmailAndCompany: endpoint({
    method: 'POST',
    path: '/searchUserByEmailAndCompany',
    summary: 'Is this address a user, a member of the company, or invited already?',
    auth: 'bearer',
    body: UserSearchRequestSchema,
    response: UserSearchResultSchema,
    errors: [400, 404],
    example: { body: { email: 'jan.petersen@nordlicht-versand.de', companyId: 'cmp-0002' } },
    tags,
  }),
};
