import { accountApi } from '@/shared/api/account-api';
import { LIST, listTags, noContent, reads, request } from '@/shared/api/contract-endpoint';
import {
  adviserEndpoints,
  type AffiliationInput,
  type AffiliationUpdate,
  type Pro,
  type ProAffiliation,
  type ProDetail,
} from '@/shared/contract/account/advisers';

type CompanyArg<T = object> = T & { companyId: string };

/** A firm's detail is tagged by its id; its clients change with every affiliation. */
const proDetailTags = (result: ProDetail | undefined) =>
  result ? [{ type: 'Pro' as const, id: result.id }] : [];

/** Adviser affiliations of a company, the pros directory, and the adviser's own clients. */
export const advisersApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getAffiliations: build.query<ProAffiliation[], string>({
      query: (companyId) => request(adviserEndpoints.getAffiliations, { id: companyId }),
      ...reads(adviserEndpoints.getAffiliations),
      providesTags: listTags('Affiliation'),
    }),
    createAffiliation: build.mutation<ProAffiliation, CompanyArg<AffiliationInput>>({
      query: ({ companyId, ...body }) =>
        request(adviserEndpoints.createAffiliation, { id: companyId }, body),
      ...reads(adviserEndpoints.createAffiliation),
      invalidatesTags: (result) => [
        { type: 'Affiliation', id: LIST },
        ...(result ? [{ type: 'Pro' as const, id: result.proId }] : []),
      ],
    }),
    updateAffiliation: build.mutation<
      ProAffiliation,
      CompanyArg<AffiliationUpdate & { affiliationId: string }>
    >({
      query: ({ companyId, affiliationId, ...body }) =>
        request(adviserEndpoints.updateAffiliation, { id: companyId, affiliationId }, body),
      ...reads(adviserEndpoints.updateAffiliation),
      // An adviser's company list changes when an affiliation starts or ends.
      invalidatesTags: (result, _error, { affiliationId }) => [
        { type: 'Affiliation', id: affiliationId },
        { type: 'Affiliation', id: LIST },
        { type: 'Company', id: LIST },
        ...(result ? [{ type: 'Pro' as const, id: result.proId }] : []),
      ],
    }),
    deleteAffiliation: build.mutation<void, CompanyArg<{ affiliationId: string; proId: string }>>({
      query: ({ companyId, affiliationId }) =>
        request(adviserEndpoints.deleteAffiliation, { id: companyId, affiliationId }),
      ...noContent,
      invalidatesTags: (_result, _error, { affiliationId, proId }) => [
        { type: 'Affiliation', id: affiliationId },
        { type: 'Affiliation', id: LIST },
        { type: 'Company', id: LIST },
        { type: 'Pro', id: proId },
      ],
    }),
    getPros: build.query<Pro[], { query?: string; country?: string }>({
      query: ({ query, country }) => ({
        ...request(adviserEndpoints.getPros),
        params: { ...(query ? { query } : {}), ...(country ? { country } : {}) },
      }),
      ...reads(adviserEndpoints.getPros),
      providesTags: listTags('Pro'),
    }),
    getPro: build.query<ProDetail, { country: string; code: string }>({
      query: ({ country, code }) => request(adviserEndpoints.getPro, { country, code }),
      ...reads(adviserEndpoints.getPro),
      providesTags: proDetailTags,
    }),
  }),
});

export const {
  useGetAffiliationsQuery,
  useCreateAffiliationMutation,
  useUpdateAffiliationMutation,
  useDeleteAffiliationMutation,
  useGetProsQuery,
  useGetProQuery,
} = advisersApi;
