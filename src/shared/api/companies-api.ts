import { useCallback } from 'react';
import { APPLICATION_ID, companyEndpoints } from '@/shared/contract/account/companies';
import type { UserCompany } from '@/shared/contract/account/companies';
import { useThunkDispatch } from '@/shared/lib/dispatch';
import { accountApi } from './account-api';
import { listTags, reads, request } from './contract-endpoint';
import { settle } from './settle';

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

/**
 * Reads the user's companies afresh and resolves once they are in the cache: after a company was
 * deleted, joined or left, the company route the user goes to next must not see the old list.
 */
export function useRefreshCompanies(): () => Promise<void> {
  const dispatch = useThunkDispatch();
  return useCallback(async () => {
    await settle(
      dispatch(companiesApi.endpoints.getCompanies.initiate(undefined, { forceRefetch: true })),
    ).catch(() => undefined);
  }, [dispatch]);
}
