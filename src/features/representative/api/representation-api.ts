import { LIST, reads, request, uploadRequest } from '@/shared/api/contract-endpoint';
import { mainApi } from '@/shared/api/main-api';
import {
  representationEndpoints,
  type ContractSignature,
  type RepresentationOrder,
  type RepresentationOrderInput,
} from '@/shared/contract/main/representation';
import type { FileUpload } from '@/shared/contract/main/service-common';

type OrderArg = { companyId: string; processId: string };

/** An order changes its processes (one per country), and what is derived from them. */
const changed = (order: Pick<RepresentationOrder, 'processIds'> | undefined) => [
  ...(order?.processIds ?? []).map((id) => ({ type: 'Process' as const, id })),
  { type: 'Process' as const, id: LIST },
  'Obligation' as const,
  'Document' as const,
];

/** Authorised-representative orders and their next steps. */
export const representationApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getRepresentationOrders: build.query<RepresentationOrder[], string>({
      query: (companyId) => request(representationEndpoints.getRepresentationOrders, { companyId }),
      ...reads(representationEndpoints.getRepresentationOrders),
      providesTags: [{ type: 'Process', id: LIST }],
    }),
    getRepresentationOrder: build.query<RepresentationOrder, OrderArg>({
      query: (arg) => request(representationEndpoints.getRepresentationOrder, arg),
      ...reads(representationEndpoints.getRepresentationOrder),
      providesTags: (result, _error, { processId }) => [
        { type: 'Process', id: processId },
        ...(result?.processIds ?? []).map((id) => ({ type: 'Process' as const, id })),
      ],
    }),
    orderRepresentation: build.mutation<
      RepresentationOrder,
      { companyId: string; order: RepresentationOrderInput }
    >({
      query: ({ companyId, order }) =>
        request(representationEndpoints.orderRepresentation, { companyId }, order),
      ...reads(representationEndpoints.orderRepresentation),
      invalidatesTags: (result) => (result ? changed(result) : []),
    }),
    /** TRUST-7: through `useUpload` (progress, cancel, idle timeout). */
    uploadPowerOfAttorney: build.mutation<
      RepresentationOrder,
      OrderArg & { file: FileUpload; uploadId: string }
    >({
      query: ({ companyId, processId, file, uploadId }) =>
        uploadRequest(
          representationEndpoints.uploadPowerOfAttorney,
          { companyId, processId },
          { file },
          uploadId,
        ),
      ...reads(representationEndpoints.uploadPowerOfAttorney),
      invalidatesTags: (result) => (result ? changed(result) : []),
    }),
    signRepresentationContract: build.mutation<
      RepresentationOrder,
      OrderArg & { signature: ContractSignature }
    >({
      query: ({ companyId, processId, signature }) =>
        request(
          representationEndpoints.signRepresentationContract,
          { companyId, processId },
          signature,
        ),
      ...reads(representationEndpoints.signRepresentationContract),
      invalidatesTags: (result) => (result ? changed(result) : []),
    }),
  }),
});

export const {
  useGetRepresentationOrdersQuery,
  useGetRepresentationOrderQuery,
  useOrderRepresentationMutation,
  useUploadPowerOfAttorneyMutation,
  useSignRepresentationContractMutation,
} = representationApi;
