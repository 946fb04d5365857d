import { createApi } from '@reduxjs/toolkit/query/react';
import { config } from '@/shared/config/config';
import {
  isAccountUser,
  isAdminCompany,
  isInvitation,
  isMember,
  isPasswordResetSent,
  isPro,
  isProAffiliation,
  isUserCompany,
  isUserSearchResult,
} from './account-guards';
import {
  APPLICATION_ID,
  type AcceptInvitationArgs,
  type AccountUser,
  type AdminCompany,
  type AffiliationInput,
  type AffiliationUpdate,
  type CompanyInput,
  type Invitation,
  type InvitationInput,
  type LogoutOutcome,
  type Member,
  type PasswordResetSent,
  type Pro,
  type ProAffiliation,
  type ProSearch,
  type UpdateEmailRequest,
  type UpdateNamesRequest,
  type UserCompany,
  type UserSearchRequest,
  type UserSearchResult,
} from './account-types';
import { createApiBaseQuery, readData } from './base-query';
import { UNUSED_DATA_SECONDS } from './main-api';
import { envelope, isArrayOf, schemaFailureToApiError } from './response-guard';

const TAG_TYPES = [
  'User',
  'Company',
  'Invitation',
  'Member',
  'Affiliation',
  'Pro',
  'AdminCompany',
] as const;
type TagType = (typeof TAG_TYPES)[number];

/** `{ data: T }` checked at run time, then unwrapped: a body of another shape fails as `unexpected`. */
const reads = <T>(name: string, check: (v: unknown) => v is T) => ({
  rawResponseSchema: envelope(name, check),
  transformResponse: readData<T>,
});

/** 204 answers: nothing to read. */
const noBody = () => undefined;

const LIST = 'LIST';
const ME = 'ME';

/** Tags of a list query: the list itself plus each item, so a change to one item refreshes the list. */
const listTags =
  <T extends TagType>(type: T) =>
  (result: readonly { id: string }[] | undefined) => [
    { type, id: LIST },
    ...(result ?? []).map(({ id }) => ({ type, id })),
  ];

const segment = encodeURIComponent;
const companyPath = (companyId: string, rest = '') => `/companies/${segment(companyId)}${rest}`;

/**
 * The account service API (spec section 7). Every call is defined here; features read the hooks.
 * Shapes are in `account-types.ts`, their run-time checks in `account-guards.ts`.
 *
 * Cache: user data under `User/ME`; lists under `<Type>/LIST` plus one tag per item. Mutations
 * invalidate what they change. Unused data is collected after 5 minutes (spec section 9), queries
 * are retried by the base query (network errors and 5xx, never 4xx), mutations never.
 */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: createApiBaseQuery(config.accountApiUrl),
  keepUnusedDataFor: UNUSED_DATA_SECONDS,
  catchSchemaFailure: schemaFailureToApiError,
  tagTypes: TAG_TYPES,
  endpoints: (build) => ({
    // ---- the signed-in user ------------------------------------------------------------------
    getUser: build.query<AccountUser, void>({
      query: () => '/getUser',
      ...reads('user', isAccountUser),
      providesTags: [{ type: 'User', id: ME }],
    }),
    updateNames: build.mutation<AccountUser, UpdateNamesRequest>({
      query: (body) => ({ url: '/updateNames', method: 'POST', body }),
      ...reads('user', isAccountUser),
      // Member lists show names too.
      invalidatesTags: [{ type: 'User', id: ME }, 'Member'],
    }),
    updateEmail: build.mutation<AccountUser, UpdateEmailRequest>({
      query: (body) => ({ url: '/updateEmail', method: 'POST', body }),
      ...reads('user', isAccountUser),
      invalidatesTags: [{ type: 'User', id: ME }, 'Member'],
    }),
    /**
     * Deletes the account. Nothing is invalidated: every refetch would be a 401. The caller signs
     * the user out, which resets the API state.
     */
    deleteAccount: build.mutation<void, void>({
      query: () => ({ url: '/deleteAccount', method: 'POST' }),
      transformResponse: noBody,
    }),
    sendPasswordReset: build.mutation<PasswordResetSent, void>({
      query: () => ({ url: '/sendPasswordReset', method: 'POST' }),
      ...reads('password reset', isPasswordResetSent),
    }),
    /**
     * API-6: the session ends whatever the service answers. Any status, and even a network
     * failure, resolves; the outcome says what happened. `validateStatus` accepts everything, so a
     * 403 here never starts a session renewal either.
     */
    logout: build.mutation<LogoutOutcome, void>({
      queryFn: async (_arg, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: '/logout',
          method: 'POST',
          validateStatus: () => true,
          responseHandler: 'text',
        });
        const status = result.error
          ? result.error.status
          : (result.meta?.response?.status ?? 'unknown');
        return { data: { status } };
      },
    }),

    // ---- companies ---------------------------------------------------------------------------
    getCompanies: build.query<UserCompany[], void>({
      query: () => '/companies',
      ...reads('companies', isArrayOf(isUserCompany)),
      providesTags: listTags('Company'),
    }),
    /** The user's companies in this application (`APPLICATION_ID`). */
    getApplicationCompanies: build.query<UserCompany[], void>({
      query: () => `/applications/${segment(APPLICATION_ID)}/companies`,
      ...reads('companies', isArrayOf(isUserCompany)),
      providesTags: listTags('Company'),
    }),
    getCompany: build.query<UserCompany, string>({
      query: (id) => companyPath(id),
      ...reads('company', isUserCompany),
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    createCompany: build.mutation<UserCompany, CompanyInput>({
      query: (body) => ({ url: '/companies', method: 'POST', body }),
      ...reads('company', isUserCompany),
      invalidatesTags: [
        { type: 'Company', id: LIST },
        { type: 'AdminCompany', id: LIST },
      ],
    }),
    updateCompany: build.mutation<UserCompany, { id: string; company: CompanyInput }>({
      query: ({ id, company }) => ({ url: companyPath(id), method: 'PUT', body: company }),
      ...reads('company', isUserCompany),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Company', id },
        { type: 'AdminCompany', id: LIST },
        // Invitations carry the company's name.
        { type: 'Invitation', id: LIST },
      ],
    }),
    deleteCompany: build.mutation<void, string>({
      query: (id) => ({ url: companyPath(id), method: 'DELETE' }),
      transformResponse: noBody,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Company', id },
        { type: 'Company', id: LIST },
        { type: 'AdminCompany', id: LIST },
      ],
    }),
    /** API-7: admins only (403 otherwise); matches name, id, VAT id and city. */
    searchAdminCompanies: build.query<AdminCompany[], string>({
      query: (query) => ({ url: '/admin/companies', params: { query } }),
      ...reads('admin companies', isArrayOf(isAdminCompany)),
      providesTags: listTags('AdminCompany'),
    }),

    // ---- invitations -------------------------------------------------------------------------
    getInvitations: build.query<Invitation[], string>({
      query: (companyId) => companyPath(companyId, '/invitations'),
      ...reads('invitations', isArrayOf(isInvitation)),
      providesTags: listTags('Invitation'),
    }),
    createInvitation: build.mutation<Invitation, InvitationInput>({
      query: ({ companyId, ...body }) => ({
        url: companyPath(companyId, '/invitations'),
        method: 'POST',
        body,
      }),
      ...reads('invitation', isInvitation),
      invalidatesTags: [{ type: 'Invitation', id: LIST }],
    }),
    deleteInvitation: build.mutation<void, { companyId: string; invitationId: string }>({
      query: ({ companyId, invitationId }) => ({
        url: companyPath(companyId, `/invitations/${segment(invitationId)}`),
        method: 'DELETE',
      }),
      transformResponse: noBody,
      invalidatesTags: (_result, _error, { invitationId }) => [
        { type: 'Invitation', id: invitationId },
        { type: 'Invitation', id: LIST },
      ],
    }),
    /** `PUT /invitations/{companyId}/{invitationId}`; resolves with the company just joined. */
    acceptInvitation: build.mutation<UserCompany, AcceptInvitationArgs>({
      query: ({ companyId, invitationId }) => ({
        url: `/invitations/${segment(companyId)}/${segment(invitationId)}`,
        method: 'PUT',
      }),
      ...reads('company', isUserCompany),
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
      query: (companyId) => companyPath(companyId, '/members'),
      ...reads('members', isArrayOf(isMember)),
      providesTags: listTags('Member'),
    }),
    /** Removes a member (`memberId` is the membership id); removing oneself leaves the company. */
    deleteMember: build.mutation<void, { companyId: string; memberId: string }>({
      query: ({ companyId, memberId }) => ({
        url: companyPath(companyId, `/members/${segment(memberId)}`),
        method: 'DELETE',
      }),
      transformResponse: noBody,
      invalidatesTags: (_result, _error, { memberId }) => [
        { type: 'Member', id: memberId },
        { type: 'Member', id: LIST },
        { type: 'Company', id: LIST },
        { type: 'AdminCompany', id: LIST },
      ],
    }),
    /** Before inviting: is this address a user, a member already, or invited already? */
    searchUserByEmailAndCompany: build.query<UserSearchResult, UserSearchRequest>({
      query: (body) => ({ url: '/searchUserByEmailAndCompany', method: 'POST', body }),
      ...reads('user search result', isUserSearchResult),
      providesTags: [
        { type: 'Member', id: LIST },
        { type: 'Invitation', id: LIST },
      ],
    }),

    // ---- advisers (pros) and affiliations ----------------------------------------------------
    getAffiliations: build.query<ProAffiliation[], string>({
      query: (companyId) => companyPath(companyId, '/affiliations'),
      ...reads('affiliations', isArrayOf(isProAffiliation)),
      providesTags: listTags('Affiliation'),
    }),
    createAffiliation: build.mutation<ProAffiliation, AffiliationInput>({
      query: ({ companyId, ...body }) => ({
        url: companyPath(companyId, '/affiliations'),
        method: 'POST',
        body,
      }),
      ...reads('affiliation', isProAffiliation),
      invalidatesTags: [{ type: 'Affiliation', id: LIST }],
    }),
    /** Owners/admins change permissions or revoke; the adviser accepts (`active`) or ends it. */
    updateAffiliation: build.mutation<ProAffiliation, AffiliationUpdate>({
      query: ({ companyId, affiliationId, ...body }) => ({
        url: companyPath(companyId, `/affiliations/${segment(affiliationId)}`),
        method: 'PUT',
        body,
      }),
      ...reads('affiliation', isProAffiliation),
      // An adviser's company list changes when an affiliation starts or ends.
      invalidatesTags: (_result, _error, { affiliationId }) => [
        { type: 'Affiliation', id: affiliationId },
        { type: 'Affiliation', id: LIST },
        { type: 'Company', id: LIST },
      ],
    }),
    deleteAffiliation: build.mutation<void, { companyId: string; affiliationId: string }>({
      query: ({ companyId, affiliationId }) => ({
        url: companyPath(companyId, `/affiliations/${segment(affiliationId)}`),
        method: 'DELETE',
      }),
      transformResponse: noBody,
      invalidatesTags: (_result, _error, { affiliationId }) => [
        { type: 'Affiliation', id: affiliationId },
        { type: 'Affiliation', id: LIST },
        { type: 'Company', id: LIST },
      ],
    }),
    getPros: build.query<Pro[], ProSearch | void>({
      query: (search) => ({
        url: '/pros',
        params: search?.country ? { country: search.country } : undefined,
      }),
      ...reads('pros', isArrayOf(isPro)),
      providesTags: listTags('Pro'),
    }),
    getPro: build.query<Pro, { country: string; code: string }>({
      query: ({ country, code }) => `/pros/${segment(country)}/${segment(code)}`,
      ...reads('pro', isPro),
      providesTags: (result) => (result ? [{ type: 'Pro', id: result.id }] : []),
    }),
  }),
});

export const {
  useGetUserQuery,
  useUpdateNamesMutation,
  useUpdateEmailMutation,
  useDeleteAccountMutation,
  useSendPasswordResetMutation,
  useLogoutMutation,
  useGetCompaniesQuery,
  useGetApplicationCompaniesQuery,
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
  useSearchAdminCompaniesQuery,
  useLazySearchAdminCompaniesQuery,
  useGetInvitationsQuery,
  useCreateInvitationMutation,
  useDeleteInvitationMutation,
  useAcceptInvitationMutation,
  useGetMembersQuery,
  useDeleteMemberMutation,
  useSearchUserByEmailAndCompanyQuery,
  useLazySearchUserByEmailAndCompanyQuery,
  useGetAffiliationsQuery,
  useCreateAffiliationMutation,
  useUpdateAffiliationMutation,
  useDeleteAffiliationMutation,
  useGetProsQuery,
  useGetProQuery,
} = accountApi;
