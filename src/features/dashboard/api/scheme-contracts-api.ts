import { mainApi } from '@/shared/api/main-api';
import { reads, request } from '@/shared/api/contract-endpoint';
import {
  schemeContractEndpoints,
  type SchemeContract,
  type SchemeContractInput,
} from '@/shared/contract/main/scheme-contracts';

/** The company's scheme contracts: the dates the law leaves to them move its deadlines. */
const schemeContractsApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getSchemeContracts: build.query<SchemeContract[], string>({
      query: (companyId) => request(schemeContractEndpoints.getSchemeContracts, { companyId }),
      ...reads(schemeContractEndpoints.getSchemeContracts),
      providesTags: ['Market'],
    }),
    putSchemeContract: build.mutation<
      SchemeContract,
      { companyId: string; country: string; stream: string; input: SchemeContractInput }
    >({
      query: ({ companyId, country, stream, input }) =>
        request(
          schemeContractEndpoints.putSchemeContract,
          { companyId, country: country.toUpperCase(), stream },
          input,
        ),
      ...reads(schemeContractEndpoints.putSchemeContract),
      // Deadlines, obligations and the licence's report schedule follow the contract's dates.
      invalidatesTags: ['Market', 'Obligation', 'Deadline', 'Process'],
    }),
  }),
});

export const { useGetSchemeContractsQuery, usePutSchemeContractMutation } = schemeContractsApi;
