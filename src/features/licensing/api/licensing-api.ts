import { LIST, noContent, reads, request } from '@/shared/api/contract-endpoint';
import { mainApi } from '@/shared/api/main-api';
import {
  licenceEndpoints,
  type Licence,
  type LicenceDraftUpdate,
  type LicenceReportInput,
} from '@/shared/contract/main/licences';
import type { LicenceCountry } from '@/shared/contract/main/packaging-materials';

type LicenceArg = { companyId: string; processId: string };

/**
 * What a licence's change touches: the licence, the company's process list, and what is derived
 * from it (obligations, deadlines, documents) on the other screens.
 */
const changed = (processId: string) => [
  { type: 'Process' as const, id: processId },
  { type: 'Process' as const, id: LIST },
  'Obligation' as const,
  'Deadline' as const,
  'Document' as const,
];

/** Packaging licences: the index, the wizard's draft, submission and quantity reports. */
export const licensingApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getLicences: build.query<Licence[], { companyId: string; country: LicenceCountry }>({
      query: ({ companyId, country }) => ({
        ...request(licenceEndpoints.getLicences, { companyId }),
        params: { country },
      }),
      ...reads(licenceEndpoints.getLicences),
      providesTags: (result) => [
        { type: 'Process', id: LIST },
        ...(result ?? []).map(({ id }) => ({ type: 'Process' as const, id })),
      ],
    }),
    getLicence: build.query<Licence, LicenceArg>({
      query: ({ companyId, processId }) =>
        request(licenceEndpoints.getLicence, { companyId, processId }),
      ...reads(licenceEndpoints.getLicence),
      providesTags: (_result, _error, { processId }) => [{ type: 'Process', id: processId }],
    }),
    createLicence: build.mutation<Licence, { companyId: string; country: LicenceCountry }>({
      query: ({ companyId, country }) =>
        request(licenceEndpoints.createLicence, { companyId }, { country }),
      ...reads(licenceEndpoints.createLicence),
      // The wizard shows the new draft at once, without a request or a loading state.
      async onQueryStarted({ companyId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(cacheLicence(companyId, data));
      },
      invalidatesTags: (result) => (result ? changed(result.id) : []),
    }),
    updateLicenceDraft: build.mutation<Licence, LicenceArg & { draft: LicenceDraftUpdate }>({
      query: ({ companyId, processId, draft }) =>
        request(licenceEndpoints.updateLicenceDraft, { companyId, processId }, draft),
      ...reads(licenceEndpoints.updateLicenceDraft),
      // The answer is the saved draft: it goes straight into the cache, no second request.
      async onQueryStarted({ companyId, processId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(cacheLicence(companyId, data, processId));
      },
      // A LUCID number saved with a draft becomes the company's number (UX-3).
      invalidatesTags: (_result, _error, { draft }) => [
        { type: 'Process', id: LIST },
        ...(draft.lucidNumber ? (['Registration', 'Obligation'] as const) : []),
      ],
    }),
    discardLicenceDraft: build.mutation<void, LicenceArg>({
      query: (arg) => request(licenceEndpoints.discardLicenceDraft, arg),
      ...noContent,
      invalidatesTags: (_result, error, { processId }) => (error ? [] : changed(processId)),
    }),
    submitLicence: build.mutation<Licence, LicenceArg>({
      query: (arg) => request(licenceEndpoints.submitLicence, arg, { acceptTerms: true }),
      ...reads(licenceEndpoints.submitLicence),
      invalidatesTags: (_result, error, { processId }) => (error ? [] : changed(processId)),
    }),
    fileLicenceReport: build.mutation<Licence, LicenceArg & { report: LicenceReportInput }>({
      query: ({ companyId, processId, report }) =>
        request(licenceEndpoints.fileLicenceReport, { companyId, processId }, report),
      ...reads(licenceEndpoints.fileLicenceReport),
      invalidatesTags: (_result, error, { processId }) => (error ? [] : changed(processId)),
    }),
  }),
});

/**
 * A licence the service answered with, straight into the cache (entries upserted as they are: the
 * answer has been checked against the contract already).
 */
function cacheLicence(companyId: string, licence: Licence, processId = licence.id) {
  return licensingApi.util.upsertQueryEntries([
    { endpointName: 'getLicence', arg: { companyId, processId }, value: licence },
  ]);
}

export const {
  useGetLicencesQuery,
  useGetLicenceQuery,
  useCreateLicenceMutation,
  useUpdateLicenceDraftMutation,
  useDiscardLicenceDraftMutation,
  useSubmitLicenceMutation,
  useFileLicenceReportMutation,
} = licensingApi;
