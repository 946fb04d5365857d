/**
 * The OpenAPI texts of `./team`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  InvitationInputSchema,
  InvitationSchema,
  MemberSchema,
  ReceivedInvitationSchema,
  UserSearchRequestSchema,
  UserSearchResultSchema,
  type teamEndpoints,
} from './team';

const tags = ['Team'] as const;

export const teamDocs: EndpointDocs<typeof teamEndpoints> = {
  getInvitations: {
    summary: "A company's invitations",
    tags,
    example: { params: { id: 'cmp-0002' } },
  },
  createInvitation: {
    summary:
      'Invite an e-mail address with a role (owners, admins; 409 for members and duplicates)',
    tags,
    example: {
      params: { id: 'cmp-0002' },
      body: { email: 'jan.petersen@nordlicht-versand.de', role: 'member' },
    },
  },
  deleteInvitation: {
    summary: 'Withdraw an invitation (owners, admins)',
    tags,
    example: { params: { id: 'cmp-0002', invitationId: 'inv-0001' } },
  },
  getReceivedInvitation: {
    summary:
      'An invitation to the signed-in address: company, inviter, role and status, before accepting or declining (404 for any other address)',
    tags,
    example: { params: { companyId: 'cmp-0001', invitationId: 'inv-0002' } },
  },
  declineInvitation: {
    summary:
      'Decline an invitation to the signed-in address (409 used, 410 expired, withdrawn or declined)',
    tags,
    example: { params: { companyId: 'cmp-0001', invitationId: 'inv-0002' } },
  },
  acceptInvitation: {
    summary:
      'Accept an invitation to the signed-in address; answers the company joined (409 used, 410 expired, withdrawn or declined)',
    tags,
    example: { params: { companyId: 'cmp-0002', invitationId: 'inv-0001' } },
  },
  getMembers: { summary: "A company's members", tags, example: { params: { id: 'cmp-0002' } } },
  deleteMember: {
    summary: 'Remove a member, or leave the company (409 for the last owner)',
    tags,
    example: { params: { id: 'cmp-0001', memberId: 'mem-0002' } },
  },
  searchUserByEmailAndCompany: {
    summary: 'Is this address a user, a member of the company, or invited already?',
    tags,
    example: { body: { email: 'jan.petersen@nordlicht-versand.de', companyId: 'cmp-0002' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const teamComponents = {
  InvitationInputSchema,
  InvitationSchema,
  MemberSchema,
  ReceivedInvitationSchema,
  UserSearchRequestSchema,
  UserSearchResultSchema,
};
