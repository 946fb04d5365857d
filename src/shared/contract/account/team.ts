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

export const teamEndpoints = {
  getInvitations: endpoint({
    method: 'GET',
    path: '/companies/:id/invitations',
    auth: 'bearer',
    response: v.array(InvitationSchema),
    errors: [404],
  }),
  createInvitation: endpoint({
    sendsMail: true,
    method: 'POST',
    path: '/companies/:id/invitations',
    auth: 'bearer',
    body: InvitationInputSchema,
    response: InvitationSchema,
    status: 201,
    errors: [400, 404, 409],
  }),
  deleteInvitation: endpoint({
    method: 'DELETE',
    path: '/companies/:id/invitations/:invitationId',
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [404],
  }),
  getReceivedInvitation: endpoint({
    method: 'GET',
    path: '/invitations/:companyId/:invitationId',
    auth: 'bearer',
    response: ReceivedInvitationSchema,
    errors: [404],
  }),
  declineInvitation: endpoint({
    method: 'DELETE',
    path: '/invitations/:companyId/:invitationId',
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [404, 409, 410],
  }),
  acceptInvitation: endpoint({
    method: 'PUT',
    path: '/invitations/:companyId/:invitationId',
    auth: 'bearer',
    response: UserCompanySchema,
    errors: [404, 409, 410],
  }),
  getMembers: endpoint({
    method: 'GET',
    path: '/companies/:id/members',
    auth: 'bearer',
    response: v.array(MemberSchema),
    errors: [404],
  }),
  deleteMember: endpoint({
    method: 'DELETE',
    path: '/companies/:id/members/:memberId',
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [404, 409],
  }),
  searchUserByEmailAndCompany: endpoint({
    method: 'POST',
    path: '/searchUserByEmailAndCompany',
    auth: 'bearer',
    body: UserSearchRequestSchema,
    response: UserSearchResultSchema,
    errors: [400, 404],
  }),
};
