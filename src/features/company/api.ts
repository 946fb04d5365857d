import { accountApi } from '@/shared/api/account-api';
import { LIST, noContent, request } from '@/shared/api/contract-endpoint';
import { companyChangeEndpoints } from '@/shared/contract/account/companies';

/** The company settings' own call: deleting the company (owners). */
export const companySettingsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    deleteCompany: build.mutation<void, string>({
      query: (id) => request(companyChangeEndpoints.deleteCompany, { id }),
      ...noContent,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Company', id },
        { type: 'Company', id: LIST },
        { type: 'AdminCompany', id: LIST },
      ],
    }),
  }),
});

export const { useDeleteCompanyMutation } = companySettingsApi;
