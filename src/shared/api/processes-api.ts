import { processEndpoints, type ProcessSummary } from '@/shared/contract/main/processes';
import { priceEndpoints, type PriceTable } from '@/shared/contract/main/prices';
import { listTags, reads, readsFile, request } from './contract-endpoint';
import { mainApi } from './main-api';

export interface DocumentRef {
  companyId: string;
  processId: string;
  documentId: string;
}

/**
 * The company's service processes (read by every service page to find its own) and what the
 * services share: the price table and the documents they issue.
 */
export const processesApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getProcesses: build.query<ProcessSummary[], string>({
      query: (companyId) => request(processEndpoints.getProcesses, { companyId }),
      ...reads(processEndpoints.getProcesses),
      providesTags: listTags('Process'),
    }),
    /** Example prices; they change with the price list, not with the session: kept an hour. */
    getPrices: build.query<PriceTable, void>({
      query: () => request(priceEndpoints.getPrices),
      ...reads(priceEndpoints.getPrices),
      keepUnusedDataFor: 3600,
      providesTags: ['Reference'],
    }),
    /** A document's PDF, fetched with the bearer token, as an object URL for the browser to save. */
    fetchDocument: build.mutation<string, DocumentRef>({
      query: ({ companyId, processId, documentId }) => ({
        ...request(processEndpoints.getProcessDocument, { companyId, processId, documentId }),
        ...readsFile(processEndpoints.getProcessDocument),
      }),
    }),
  }),
});

export const { useGetProcessesQuery, useGetPricesQuery, useFetchDocumentMutation } = processesApi;
