import {
  marketEndpoints,
  type CompanyMarkets,
  type MarketsInput,
} from '@/shared/contract/main/markets';
import { quickcheckEndpoints, type StoredQuickcheck } from '@/shared/contract/main/quickcheck';
import { reads, request } from './contract-endpoint';
import { mainApi } from './main-api';

/**
 * The signed-in user's quickcheck kept with the account (UX-8), and the first markets a new
 * company takes from it. Read by the companies page, written by the quickcheck page.
 */
export const quickcheckApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getMyQuickcheck: build.query<StoredQuickcheck | null, void>({
      query: () => request(quickcheckEndpoints.getMyQuickcheck),
      ...reads(quickcheckEndpoints.getMyQuickcheck),
      providesTags: ['Quickcheck'],
    }),
    keepMyQuickcheck: build.mutation<StoredQuickcheck, StoredQuickcheck>({
      query: (body) => request(quickcheckEndpoints.putMyQuickcheck, {}, body),
      ...reads(quickcheckEndpoints.putMyQuickcheck),
      invalidatesTags: ['Quickcheck'],
    }),
    /** A company just created takes its markets from the quickcheck. */
    putMarketsFromQuickcheck: build.mutation<
      CompanyMarkets,
      { companyId: string; input: MarketsInput }
    >({
      query: ({ companyId, input }) => request(marketEndpoints.putMarkets, { companyId }, input),
      ...reads(marketEndpoints.putMarkets),
      invalidatesTags: ['Market', 'Obligation', 'Deadline'],
    }),
  }),
});

export const {
  useGetMyQuickcheckQuery,
  useKeepMyQuickcheckMutation,
  usePutMarketsFromQuickcheckMutation,
} = quickcheckApi;
