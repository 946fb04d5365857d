import { APPLICATION_ID, companyEndpoints } from '@/shared/contract/account/companies';
import type { UserCompany } from '@/shared/contract/account/companies';
import { accountApi } from './account-api';
import { listTags, reads, request } from './contract-endpoint';

/** The signed-in user's companies: read by the company loader, the switcher and most pages. */
export const companiesApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanies: build.query<UserCompany[], void>({
      query: () => request(companyEndpoints.getCompanies),
      ...reads(companyEndpoints.getCompanies),
      providesTags: listTags('Company'),
    }),
    /** The user's companies in this application (`APPLICATION_ID`). */
    getApplicationCompanies: build.query<UserCompany[], void>({
      query: () => request(companyEndpoints.getApplicationCompanies, { id: APPLICATION_ID }),
      ...reads(companyEndpoints.getApplicationCompanies),
      providesTags: listTags('Company'),
    }),
  }),
});

export const { useGetCompaniesQuery, useGetApplicationCompaniesQuery } = companiesApi;
