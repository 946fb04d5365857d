import {
  representationEndpoints,
  type OwnRepresentativeInput,
  type Representative,
  type Representatives,
} from '@/shared/contract/main/representation';
import { noContent, reads, request } from './contract-endpoint';
import { mainApi } from './main-api';

interface RepresentativeKey {
  companyId: string;
  country: string;
  stream: string;
}

/**
 * DOM-7: the company's authorised representatives per country and stream (own or ordered) and
 * where it is established. Whatever changes the obligations (orders, markets) refreshes them; an
 * own representative recorded changes the obligations.
 */
export const representativesApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getRepresentatives: build.query<Representatives, string>({
      query: (companyId) => request(representationEndpoints.getRepresentatives, { companyId }),
      ...reads(representationEndpoints.getRepresentatives),
      providesTags: ['Obligation'],
    }),
    putOwnRepresentative: build.mutation<
      Representative,
      RepresentativeKey & { input: OwnRepresentativeInput }
    >({
      query: ({ companyId, country, stream, input }) =>
        request(
          representationEndpoints.putOwnRepresentative,
          { companyId, country: country.toUpperCase(), stream },
          input,
        ),
      ...reads(representationEndpoints.putOwnRepresentative),
      invalidatesTags: ['Obligation', 'Deadline'],
    }),
    deleteOwnRepresentative: build.mutation<void, RepresentativeKey>({
      query: ({ companyId, country, stream }) =>
        request(representationEndpoints.deleteOwnRepresentative, {
          companyId,
          country: country.toUpperCase(),
          stream,
        }),
      ...noContent,
      invalidatesTags: ['Obligation', 'Deadline'],
    }),
  }),
});

export const {
  useGetRepresentativesQuery,
  usePutOwnRepresentativeMutation,
  useDeleteOwnRepresentativeMutation,
} = representativesApi;
