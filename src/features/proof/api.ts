import { mainApi } from '@/shared/api/main-api';
import { reads, readsFile, request } from '@/shared/api/contract-endpoint';
import { fileNameFromDisposition } from '@/shared/contract/content-disposition';
import { proofPackEndpoints, type ProofPack } from '@/shared/contract/main/proof-pack';

export type ProofFileFormat = 'pdf' | 'csv';

/** A downloaded file: an object URL to hand to a link, and the name the service gave it. */
export interface ProofFile {
  url: string;
  fileName: string;
}

type FileKey = { companyId: string; lang: string };

const fileOf = (
  url: string,
  meta: { response?: Response } | undefined,
  format: ProofFileFormat,
): ProofFile => ({
  url,
  fileName: fileNameFromDisposition(
    meta?.response?.headers.get('Content-Disposition'),
    `proof-pack.${format}`,
  ),
});

/** PROOF-1: the company's registration numbers for marketplaces, and the pack as PDF or CSV. */
export const proofApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getProofPack: build.query<ProofPack, string>({
      query: (companyId) => request(proofPackEndpoints.getProofPack, { companyId }),
      ...reads(proofPackEndpoints.getProofPack),
      // The numbers and brands are the registrations' and the services' (a new brand, an issued number).
      providesTags: ['Registration', 'Process'],
    }),
    /** Fetched with the bearer token (a plain link could not send it), kept as an object URL. */
    downloadProofPackPdf: build.mutation<ProofFile, FileKey>({
      query: ({ companyId, lang }) => ({
        ...request(proofPackEndpoints.downloadProofPackPdf, { companyId }),
        params: { lang },
        ...readsFile(proofPackEndpoints.downloadProofPackPdf),
      }),
      transformResponse: (url: string, meta) => fileOf(url, meta, 'pdf'),
    }),
    downloadProofPackCsv: build.mutation<ProofFile, FileKey>({
      query: ({ companyId, lang }) => ({
        ...request(proofPackEndpoints.downloadProofPackCsv, { companyId }),
        params: { lang },
        ...readsFile(proofPackEndpoints.downloadProofPackCsv),
      }),
      transformResponse: (url: string, meta) => fileOf(url, meta, 'csv'),
    }),
  }),
});

export const {
  useGetProofPackQuery,
  useDownloadProofPackPdfMutation,
  useDownloadProofPackCsvMutation,
} = proofApi;
