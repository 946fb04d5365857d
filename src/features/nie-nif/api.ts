import { LIST, reads, request, uploadRequest } from '@/shared/api/contract-endpoint';
import { mainApi } from '@/shared/api/main-api';
import {
  nieNifEndpoints,
  type NieDocumentKind,
  type NieNifApplication,
  type NieNifDetailsInput,
} from '@/shared/contract/main/nie-nif';
import type { FileUpload } from '@/shared/contract/main/service-common';

type ApplicationArg = { companyId: string; processId: string };

const changed = (processId: string) => [
  { type: 'Process' as const, id: processId },
  { type: 'Process' as const, id: LIST },
  'Obligation' as const,
  'Document' as const,
];

/** The NIE/NIF application: details, documents, submission, and its progress. */
export const nieNifApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getNieNifApplication: build.query<NieNifApplication, ApplicationArg>({
      query: (arg) => request(nieNifEndpoints.getNieNifApplication, arg),
      ...reads(nieNifEndpoints.getNieNifApplication),
      providesTags: (_result, _error, { processId }) => [{ type: 'Process', id: processId }],
    }),
    createNieNifApplication: build.mutation<
      NieNifApplication,
      { companyId: string; details: NieNifDetailsInput }
    >({
      query: ({ companyId, details }) =>
        request(nieNifEndpoints.createNieNifApplication, { companyId }, details),
      ...reads(nieNifEndpoints.createNieNifApplication),
      invalidatesTags: (result) => (result ? changed(result.id) : []),
    }),
    updateNieNifApplication: build.mutation<
      NieNifApplication,
      ApplicationArg & { details: NieNifDetailsInput }
    >({
      query: ({ companyId, processId, details }) =>
        request(nieNifEndpoints.updateNieNifApplication, { companyId, processId }, details),
      ...reads(nieNifEndpoints.updateNieNifApplication),
      invalidatesTags: (_result, error, { processId }) => (error ? [] : changed(processId)),
    }),
    uploadNieNifDocument: build.mutation<
      NieNifApplication,
      ApplicationArg & { kind: NieDocumentKind; file: FileUpload; uploadId: string }
    >({
      // TRUST-7: through `useUpload` (progress, cancel, idle timeout).
      query: ({ companyId, processId, kind, file, uploadId }) =>
        uploadRequest(
          nieNifEndpoints.uploadNieNifDocument,
          { companyId, processId },
          { kind, file },
          uploadId,
        ),
      ...reads(nieNifEndpoints.uploadNieNifDocument),
      invalidatesTags: (_result, error, { processId }) =>
        error ? [] : [{ type: 'Process', id: processId }],
    }),
    submitNieNifApplication: build.mutation<NieNifApplication, ApplicationArg>({
      query: (arg) => request(nieNifEndpoints.submitNieNifApplication, arg, { consent: true }),
      ...reads(nieNifEndpoints.submitNieNifApplication),
      invalidatesTags: (_result, error, { processId }) => (error ? [] : changed(processId)),
    }),
  }),
});

export const {
  useGetNieNifApplicationQuery,
  useCreateNieNifApplicationMutation,
  useUpdateNieNifApplicationMutation,
  useUploadNieNifDocumentMutation,
  useSubmitNieNifApplicationMutation,
} = nieNifApi;
