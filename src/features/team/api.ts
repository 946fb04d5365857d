import { accountApi } from '@/shared/api/account-api';
import { LIST, listTags, noContent, reads, request } from '@/shared/api/contract-endpoint';
import { ME } from '@/shared/api/user-api';
import type { UserCompany } from '@/shared/contract/account/companies';
import {
  teamEndpoints,
  type Invitation,
  type InvitationInput,
  type Member,
  type ReceivedInvitation,
} from '@/shared/contract/account/team';

type CompanyArg<T = object> = T & { companyId: string };

/** Members and invitations of a company, and accepting an invitation. */
export const teamApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getInvitations: build.query<Invitation[], string>({
      query: (companyId) => request(teamEndpoints.getInvitations, { id: companyId }),
      ...reads(teamEndpoints.getInvitations),
      providesTags: listTags('Invitation'),
    }),
    createInvitation: build.mutation<Invitation, CompanyArg<InvitationInput>>({
      query: ({ companyId, ...body }) =>
        request(teamEndpoints.createInvitation, { id: companyId }, body),
      ...reads(teamEndpoints.createInvitation),
      invalidatesTags: [{ type: 'Invitation', id: LIST }],
    }),
    deleteInvitation: build.mutation<void, CompanyArg<{ invitationId: string }>>({
      query: ({ companyId, invitationId }) =>
        request(teamEndpoints.deleteInvitation, { id: companyId, invitationId }),
      ...noContent,
      invalidatesTags: (_result, _error, { invitationId }) => [
        { type: 'Invitation', id: invitationId },
        { type: 'Invitation', id: LIST },
      ],
    }),
    /** The invitation of a mailed link, as its invitee sees it before deciding (TRUST-2). */
    getReceivedInvitation: build.query<ReceivedInvitation, CompanyArg<{ invitationId: string }>>({
      query: ({ companyId, invitationId }) =>
        request(teamEndpoints.getReceivedInvitation, { companyId, invitationId }),
      ...reads(teamEndpoints.getReceivedInvitation),
      providesTags: (_result, _error, { invitationId }) => [
        { type: 'Invitation', id: invitationId },
      ],
    }),
    declineInvitation: build.mutation<void, CompanyArg<{ invitationId: string }>>({
      query: ({ companyId, invitationId }) =>
        request(teamEndpoints.declineInvitation, { companyId, invitationId }),
      ...noContent,
      invalidatesTags: (_result, _error, { invitationId }) => [
        { type: 'Invitation', id: invitationId },
        { type: 'Invitation', id: LIST },
        // The user's open invitations (UX-8).
        { type: 'User', id: ME },
      ],
    }),
    /** Resolves with the company just joined. */
    acceptInvitation: build.mutation<UserCompany, CompanyArg<{ invitationId: string }>>({
      query: ({ companyId, invitationId }) =>
        request(teamEndpoints.acceptInvitation, { companyId, invitationId }),
      ...reads(teamEndpoints.acceptInvitation),
      invalidatesTags: (_result, _error, { invitationId }) => [
        { type: 'Invitation', id: invitationId },
        { type: 'Invitation', id: LIST },
        { type: 'User', id: ME },
        { type: 'Company', id: LIST },
        { type: 'Member', id: LIST },
        { type: 'AdminCompany', id: LIST },
      ],
    }),
    getMembers: build.query<Member[], string>({
      query: (companyId) => request(teamEndpoints.getMembers, { id: companyId }),
      ...reads(teamEndpoints.getMembers),
      providesTags: listTags('Member'),
    }),
    /** Removes a member (`memberId` is the membership id); removing oneself leaves the company. */
    deleteMember: build.mutation<void, CompanyArg<{ memberId: string }>>({
      query: ({ companyId, memberId }) =>
        request(teamEndpoints.deleteMember, { id: companyId, memberId }),
      ...noContent,
      invalidatesTags: (_result, _error, { memberId }) => [
        { type: 'Member', id: memberId },
        { type: 'Member', id: LIST },
        { type: 'Company', id: LIST },
        { type: 'AdminCompany', id: LIST },
      ],
    }),
  }),
});

export const {
  useGetInvitationsQuery,
  useCreateInvitationMutation,
  useDeleteInvitationMutation,
  useAcceptInvitationMutation,
  useGetReceivedInvitationQuery,
  useDeclineInvitationMutation,
  useGetMembersQuery,
  useDeleteMemberMutation,
} = teamApi;
