import { LIST, reads, request } from '@/shared/api/contract-endpoint';
import { mainApi } from '@/shared/api/main-api';
import {
  producerRegistrationEndpoints,
  type AddBrandInput,
  type ProducerRegistration,
  type RegistrationOrder,
  type RegistrationReportInput,
} from '@/shared/contract/main/producer-registrations';

type RegistrationArg = { companyId: string; processId: string };

const changed = (processId: string) => [
  { type: 'Process' as const, id: processId },
  { type: 'Process' as const, id: LIST },
  'Obligation' as const,
  'Registration' as const,
  'Report' as const,
  'Deadline' as const,
  'Document' as const,
];

/**
 * WEEE and battery registrations (producer registrations): the order, the registration, reports
 * per period. Not the registration numbers (`shared/api/registrations-api.ts`).
 */
export const producerRegistrationsApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getRegistration: build.query<ProducerRegistration, RegistrationArg>({
      query: (arg) => request(producerRegistrationEndpoints.getRegistration, arg),
      ...reads(producerRegistrationEndpoints.getRegistration),
      providesTags: (_result, _error, { processId }) => [{ type: 'Process', id: processId }],
    }),
    orderRegistration: build.mutation<
      ProducerRegistration,
      { companyId: string; order: RegistrationOrder }
    >({
      query: ({ companyId, order }) =>
        request(producerRegistrationEndpoints.orderRegistration, { companyId }, order),
      ...reads(producerRegistrationEndpoints.orderRegistration),
      async onQueryStarted({ companyId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(
            producerRegistrationsApi.util.upsertQueryEntries([
              {
                endpointName: 'getRegistration',
                arg: { companyId, processId: data.id },
                value: data,
              },
            ]),
          );
      },
      invalidatesTags: (result) => (result ? changed(result.id) : []),
    }),
    addRegistrationBrand: build.mutation<
      ProducerRegistration,
      RegistrationArg & { brand: AddBrandInput }
    >({
      query: ({ companyId, processId, brand }) =>
        request(
          producerRegistrationEndpoints.addRegistrationBrand,
          { companyId, processId },
          brand,
        ),
      ...reads(producerRegistrationEndpoints.addRegistrationBrand),
      invalidatesTags: (_result, error, { processId }) => (error ? [] : changed(processId)),
    }),
    fileRegistrationReport: build.mutation<
      ProducerRegistration,
      RegistrationArg & { report: RegistrationReportInput }
    >({
      query: ({ companyId, processId, report }) =>
        request(
          producerRegistrationEndpoints.fileRegistrationReport,
          { companyId, processId },
          report,
        ),
      ...reads(producerRegistrationEndpoints.fileRegistrationReport),
      invalidatesTags: (_result, error, { processId }) => (error ? [] : changed(processId)),
    }),
  }),
});

export const {
  useGetRegistrationQuery,
  useOrderRegistrationMutation,
  useFileRegistrationReportMutation,
  useAddRegistrationBrandMutation,
} = producerRegistrationsApi;
