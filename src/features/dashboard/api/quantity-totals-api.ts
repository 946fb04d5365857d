import { mainApi } from '@/shared/api/main-api';
import { reads, request } from '@/shared/api/contract-endpoint';
import {
  quantityTotalsEndpoints,
  type QuantityTotals,
  type QuantityTotalsInput,
} from '@/shared/contract/main/quantity-totals';

/** Past years' quantities per market: they decide threshold-bound duties. */
const quantityTotalsApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getQuantityTotals: build.query<QuantityTotals[], string>({
      query: (companyId) => request(quantityTotalsEndpoints.getQuantityTotals, { companyId }),
      ...reads(quantityTotalsEndpoints.getQuantityTotals),
      providesTags: ['Market'],
    }),
    putQuantityTotals: build.mutation<
      QuantityTotals,
      {
        companyId: string;
        country: string;
        stream: string;
        year: number;
        input: QuantityTotalsInput;
      }
    >({
      query: ({ companyId, country, stream, year, input }) =>
        request(
          quantityTotalsEndpoints.putQuantityTotals,
          { companyId, country: country.toUpperCase(), stream, year: String(year) },
          input,
        ),
      ...reads(quantityTotalsEndpoints.putQuantityTotals),
      invalidatesTags: ['Market', 'Obligation', 'Deadline'],
    }),
  }),
});

export const { useGetQuantityTotalsQuery, usePutQuantityTotalsMutation } = quantityTotalsApi;
