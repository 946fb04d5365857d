import { accountApi } from '@/shared/api/account-api';
import { LIST, listTags, reads, request } from '@/shared/api/contract-endpoint';
import { adminEndpoints, type AdminCompany } from '@/shared/contract/account/admin';
import {
  teamEndpoints,
  type UserSearchRequest,
  type UserSearchResult,
} from '@/shared/contract/account/team';

/** The administrators' calls: the company search and the user look-up within a company. */
export const adminApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** Administrators only (403 otherwise). */
    searchAdminCompanies: build.query<AdminCompany[], string>({
      query: (query) => ({ ...request(adminEndpoints.searchAdminCompanies), params: { query } }),
      ...reads(adminEndpoints.searchAdminCompanies),
      providesTags: listTags('AdminCompany'),
    }),
    searchUserByEmailAndCompany: build.query<UserSearchResult, UserSearchRequest>({
      query: (body) => request(teamEndpoints.searchUserByEmailAndCompany, {}, body),
      ...reads(teamEndpoints.searchUserByEmailAndCompany),
      providesTags: [
        { type: 'Member', id: LIST },
        { type: 'Invitation', id: LIST },
      ],
    }),
  }),
});

export const { useLazySearchAdminCompaniesQuery, useLazySearchUserByEmailAndCompanyQuery } =
  adminApi;
