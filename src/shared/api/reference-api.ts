import { referenceEndpoints, type ReferenceData } from '@/shared/contract/reference';
import { reads, request } from './contract-endpoint';
import { mainApi } from './main-api';

/**
 * The rules of every country and stream: read by the compliance screens, the quickcheck and the
 * service processes. They change with the law, not with the session: cached for an hour.
 */
export const referenceApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getReference: build.query<ReferenceData, void>({
      query: () => request(referenceEndpoints.getReference),
      ...reads(referenceEndpoints.getReference),
      keepUnusedDataFor: 3600,
      providesTags: ['Reference'],
    }),
  }),
});

export const { useGetReferenceQuery } = referenceApi;
