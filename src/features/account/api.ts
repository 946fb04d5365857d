import { accountApi } from '@/shared/api/account-api';
import { LIST, listTags, noContent, reads, request } from '@/shared/api/contract-endpoint';
import { ME } from '@/shared/api/user-api';
import { adminEndpoints, type AdminCompany } from '@/shared/contract/account/admin';
import {
  adviserEndpoints,
  type AffiliationInput,
  type AffiliationUpdate,
  type Pro,
  type ProAffiliation,
} from '@/shared/contract/account/advisers';
import {
  companyEndpoints,
  type CompanyInput,
  type UserCompany,
} from '@/shared/contract/account/companies';
import {
  teamEndpoints,
  type Invitation,
  type InvitationInput,
  type Member,
  type UserSearchRequest,
  type UserSearchResult,
} from '@/shared/contract/account/team';
import {
  userEndpoints,
  type AccountUser,
  type PasswordResetSent,
  type UpdateEmailRequest,
  type UpdateNamesRequest,
} from '@/shared/contract/account/user';

type CompanyArg<T = object> = T & { companyId: string };

/**
 * The account service calls of the account, team, adviser and administration screens. Mutations
 * invalidate what they change; queries are retried by the base query (network errors and 5xx,
 * never 4xx), mutations never.
 */
export const accountFeatureApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    // ---- the signed-in user ------------------------------------------------------------------
    updateNames: build.mutation<AccountUser, UpdateNamesRequest>({
      query: (body) => request(userEndpoints.updateNames, {}, body),
      ...reads(userEndpoints.updateNames),
      // Member lists show names too.
      invalidatesTags: [{ type: 'User', id: ME }, 'Member'],
    }),
    updateEmail: build.mutation<AccountUser, UpdateEmailRequest>({
      query: (body) => request(userEndpoints.updateEmail, {}, body),
      ...reads(userEndpoints.updateEmail),
      invalidatesTags: [{ type: 'User', id: ME }, 'Member'],
    }),
    /** Nothing is invalidated: every refetch would be a 401. The caller signs the user out. */
    deleteAccount: build.mutation<void, void>({
      query: () => request(userEndpoints.deleteAccount),
      ...noContent,
    }),
    sendPasswordReset: build.mutation<PasswordResetSent, void>({
      query: () => request(userEndpoints.sendPasswordReset),
      ...reads(userEndpoints.sendPasswordReset),
    }),

    // ---- companies ---------------------------------------------------------------------------
    getCompany: build.query<UserCompany, string>({
      query: (id) => request(companyEndpoints.getCompany, { id }),
      ...reads(companyEndpoints.getCompany),
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    createCompany: build.mutation<UserCompany, CompanyInput>({
      query: (body) => request(companyEndpoints.createCompany, {}, body),
      ...reads(companyEndpoints.createCompany),
      invalidatesTags: [
        { type: 'Company', id: LIST },
        { type: 'AdminCompany', id: LIST },
      ],
    }),
    updateCompany: build.mutation<UserCompany, { id: string; company: CompanyInput }>({
      query: ({ id, company }) => request(companyEndpoints.updateCompany, { id }, company),
      ...reads(companyEndpoints.updateCompany),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Company', id },
        { type: 'AdminCompany', id: LIST },
        // Invitations carry the company's name.
        { type: 'Invitation', id: LIST },
      ],
    }),
    deleteCompany: build.mutation<void, string>({
      query: (id) => request(companyEndpoints.deleteCompany, { id }),
      ...noContent,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Company', id },
        { type: 'Company', id: LIST },
        { type: 'AdminCompany', id: LIST },
      ],
    }),
    /** Administrators only (403 otherwise). */
    searchAdminCompanies: build.query<AdminCompany[], string>({
      query: (query) => ({ ...request(adminEndpoints.searchAdminCompanies), params: { query } }),
      ...reads(adminEndpoints.searchAdminCompanies),
      providesTags: listTags('AdminCompany'),
    }),

    // ---- invitations -------------------------------------------------------------------------
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
    /** Resolves with the company just joined. */
    acceptInvitation: build.mutation<UserCompany, CompanyArg<{ invitationId: string }>>({
      query: ({ companyId, invitationId }) =>
        request(teamEndpoints.acceptInvitation, { companyId, invitationId }),
      ...reads(teamEndpoints.acceptInvitation),
      invalidatesTags: (_result, _error, { invitationId }) => [
        { type: 'Invitation', id: invitationId },
        { type: 'Invitation', id: LIST },
        { type: 'Company', id: LIST },
        { type: 'Member', id: LIST },
        { type: 'AdminCompany', id: LIST },
      ],
    }),

    // ---- members -----------------------------------------------------------------------------
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
    searchUserByEmailAndCompany: build.query<UserSearchResult, UserSearchRequest>({
      query: (body) => request(teamEndpoints.searchUserByEmailAndCompany, {}, body),
      ...reads(teamEndpoints.searchUserByEmailAndCompany),
      providesTags: [
        { type: 'Member', id: LIST },
        { type: 'Invitation', id: LIST },
      ],
    }),

    // ---- advisers (pros) and affiliations ----------------------------------------------------
    getAffiliations: build.query<ProAffiliation[], string>({
      query: (companyId) => request(adviserEndpoints.getAffiliations, { id: companyId }),
      ...reads(adviserEndpoints.getAffiliations),
      providesTags: listTags('Affiliation'),
    }),
    createAffiliation: build.mutation<ProAffiliation, CompanyArg<AffiliationInput>>({
      query: ({ companyId, ...body }) =>
        request(adviserEndpoints.createAffiliation, { id: companyId }, body),
      ...reads(adviserEndpoints.createAffiliation),
      invalidatesTags: [{ type: 'Affiliation', id: LIST }],
    }),
    updateAffiliation: build.mutation<
      ProAffiliation,
      CompanyArg<AffiliationUpdate & { affiliationId: string }>
    >({
      query: ({ companyId, affiliationId, ...body }) =>
        request(adviserEndpoints.updateAffiliation, { id: companyId, affiliationId }, body),
      ...reads(adviserEndpoints.updateAffiliation),
      // An adviser's company list changes when an affiliation starts or ends.
      invalidatesTags: (_result, _error, { affiliationId }) => [
        { type: 'Affiliation', id: affiliationId },
        { type: 'Affiliation', id: LIST },
        { type: 'Company', id: LIST },
      ],
    }),
    deleteAffiliation: build.mutation<void, CompanyArg<{ affiliationId: string }>>({
      query: ({ companyId, affiliationId }) =>
        request(adviserEndpoints.deleteAffiliation, { id: companyId, affiliationId }),
      ...noContent,
      invalidatesTags: (_result, _error, { affiliationId }) => [
        { type: 'Affiliation', id: affiliationId },
        { type: 'Affiliation', id: LIST },
        { type: 'Company', id: LIST },
      ],
    }),
    getPros: build.query<Pro[], { country?: string } | void>({
      query: (search) => ({
        ...request(adviserEndpoints.getPros),
        ...(search?.country ? { params: { country: search.country } } : {}),
      }),
      ...reads(adviserEndpoints.getPros),
      providesTags: listTags('Pro'),
    }),
    getPro: build.query<Pro, { country: string; code: string }>({
      query: ({ country, code }) => request(adviserEndpoints.getPro, { country, code }),
      ...reads(adviserEndpoints.getPro),
      providesTags: (result) => (result ? [{ type: 'Pro', id: result.id }] : []),
    }),
  }),
});

export const {
  useUpdateNamesMutation,
  useUpdateEmailMutation,
  useDeleteAccountMutation,
  useSendPasswordResetMutation,
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
  useSearchAdminCompaniesQuery,
  useGetInvitationsQuery,
  useCreateInvitationMutation,
  useDeleteInvitationMutation,
  useAcceptInvitationMutation,
  useGetMembersQuery,
  useDeleteMemberMutation,
  useSearchUserByEmailAndCompanyQuery,
  useGetAffiliationsQuery,
  useCreateAffiliationMutation,
  useUpdateAffiliationMutation,
  useDeleteAffiliationMutation,
  useGetProsQuery,
  useGetProQuery,
} = accountFeatureApi;
