import { accountApi } from '@/shared/api/account-api';
import { LIST, noContent, reads, request } from '@/shared/api/contract-endpoint';
import { ME } from '@/shared/api/user-api';
import {
  companyChangeEndpoints,
  companyEndpoints,
  type CompanyInput,
  type UserCompany,
} from '@/shared/contract/account/companies';
import {
  userEndpoints,
  type AccountUser,
  type PasswordResetSent,
  type UpdateEmailRequest,
  type UpdateNamesRequest,
} from '@/shared/contract/account/user';

/**
 * The account service calls of the profile and company pages. Mutations invalidate what they
 * change; queries are retried by the base query (network errors and 5xx, never 4xx), mutations
 * never.
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
    /** Starts the change: the address stays until the link mailed to the new one is followed. */
    updateEmail: build.mutation<AccountUser, UpdateEmailRequest>({
      query: (body) => request(userEndpoints.updateEmail, {}, body),
      ...reads(userEndpoints.updateEmail),
      invalidatesTags: [{ type: 'User', id: ME }],
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
      query: (body) => request(companyChangeEndpoints.createCompany, {}, body),
      ...reads(companyChangeEndpoints.createCompany),
      invalidatesTags: [
        { type: 'Company', id: LIST },
        { type: 'AdminCompany', id: LIST },
      ],
    }),
    updateCompany: build.mutation<UserCompany, { id: string; company: CompanyInput }>({
      query: ({ id, company }) => request(companyChangeEndpoints.updateCompany, { id }, company),
      ...reads(companyChangeEndpoints.updateCompany),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Company', id },
        { type: 'AdminCompany', id: LIST },
        // Invitations carry the company's name.
        { type: 'Invitation', id: LIST },
      ],
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
} = accountFeatureApi;
