import { mainApi } from '@/shared/api/main-api';
import { reads, readsFile, request } from '@/shared/api/contract-endpoint';
import { fileNameFromDisposition } from '@/shared/contract/content-disposition';
import { documentEndpoints, type CompanyDocument } from '@/shared/contract/main/documents';

/** A type, not an interface: it passes as the request's path parameters as it is. */
type DocumentKey = { companyId: string; documentId: string };

/** A downloaded file: an object URL to hand to a link, and the name the service gave it. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

export const documentsApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<CompanyDocument[], string>({
      query: (companyId) => request(documentEndpoints.getDocuments, { companyId }),
      ...reads(documentEndpoints.getDocuments),
      providesTags: ['Document'],
    }),
    getDocument: build.query<CompanyDocument, DocumentKey>({
      query: (key) => request(documentEndpoints.getDocument, key),
      ...reads(documentEndpoints.getDocument),
      providesTags: ['Document'],
    }),
    /**
     * The PDF, fetched with the bearer token (a plain link could not send it) and kept as an object
     * URL: the store holds the string, the browser the bytes, until the caller revokes it.
     */
    downloadDocument: build.mutation<DownloadedFile, DocumentKey>({
      query: (key) => ({
        ...request(documentEndpoints.downloadDocument, key),
        ...readsFile(documentEndpoints.downloadDocument),
      }),
      transformResponse: (url: string, meta, key) => ({
        url,
        fileName: fileNameFromDisposition(
          meta?.response?.headers.get('Content-Disposition'),
          `${key.documentId}.pdf`,
        ),
      }),
    }),
  }),
});

export const { useGetDocumentsQuery, useGetDocumentQuery, useDownloadDocumentMutation } =
  documentsApi;
