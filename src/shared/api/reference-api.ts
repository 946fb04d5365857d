import {
  ObligationRuleSchema,
  ReferenceDataOfValidRulesSchema,
  referenceEndpoints,
  type ReferenceData,
} from '@/shared/contract/reference';
import { request } from './contract-endpoint';
import { mainApi } from './main-api';
import { inSlices } from './sliced-validation';

/**
 * The rules of every country and stream: read by the compliance screens, the quickcheck and the
 * service processes. They change with the law, not with the session: cached for an hour. Half a
 * megabyte for 32 countries: checked against the contract rule by rule in slices, a task each
 * (HOUSE-6; in one piece it was the dashboard's longest task after its first paint).
 */
export const referenceApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getReference: build.query<ReferenceData, void>({
      query: () => request(referenceEndpoints.getReference),
      rawResponseSchema: inSlices({
        whole: referenceEndpoints.getReference.response,
        list: 'rules',
        item: ObligationRuleSchema,
        rest: ReferenceDataOfValidRulesSchema,
      }),
      transformResponse: (response: { data: ReferenceData }) => response.data,
      keepUnusedDataFor: 3600,
      providesTags: ['Reference'],
    }),
  }),
});

export const { useGetReferenceQuery } = referenceApi;

/**
 * The reference data alone, for a part of a screen that only reads it (a label, a link): the part
 * renders again when the data arrives, not when its request starts. Read it in the small part
 * that shows it, not at the page: a page that subscribes renders whole when the data comes, a
 * few tasks after its first paint (the answer is checked in slices), in one long task (HOUSE-6).
 */
export const useReferenceData = (): ReferenceData | undefined =>
  useGetReferenceQuery(undefined, { selectFromResult: ({ data }) => ({ data }) }).data;
