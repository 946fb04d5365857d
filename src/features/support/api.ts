import { mainApi } from '@/shared/api/main-api';
import { reads, request, uploadRequest } from '@/shared/api/contract-endpoint';
import {
  supportEndpoints,
  type Attachment,
  type AttachmentInput,
  type Ticket,
  type TicketInput,
} from '@/shared/contract/main/support';

export const supportApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getTickets: build.query<Ticket[], string>({
      query: (companyId) => request(supportEndpoints.getTickets, { companyId }),
      ...reads(supportEndpoints.getTickets),
      providesTags: ['Ticket'],
    }),
    /** TRUST-7: through `useUpload` (progress, cancel, idle timeout). */
    uploadAttachment: build.mutation<
      Attachment,
      { companyId: string; input: AttachmentInput; uploadId: string }
    >({
      query: ({ companyId, input, uploadId }) =>
        uploadRequest(supportEndpoints.uploadAttachment, { companyId }, input, uploadId),
      ...reads(supportEndpoints.uploadAttachment),
    }),
    createTicket: build.mutation<Ticket, { companyId: string; input: TicketInput }>({
      query: ({ companyId, input }) => request(supportEndpoints.createTicket, { companyId }, input),
      ...reads(supportEndpoints.createTicket),
      invalidatesTags: ['Ticket'],
    }),
  }),
});

export const { useGetTicketsQuery, useUploadAttachmentMutation, useCreateTicketMutation } =
  supportApi;
