import { mainApi } from '@/shared/api/main-api';
import { reads, request } from '@/shared/api/contract-endpoint';
import {
  marketEndpoints,
  type CompanyMarkets,
  type MarketsInput,
} from '@/shared/contract/main/markets';
import { reportEndpoints, type Report, type ReportInput } from '@/shared/contract/main/reports';

/** The dashboard's and country pages' own calls: markets and filed reports. */
export const dashboardApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getMarkets: build.query<CompanyMarkets, string>({
      query: (companyId) => request(marketEndpoints.getMarkets, { companyId }),
      ...reads(marketEndpoints.getMarkets),
      providesTags: ['Market'],
    }),
    putMarkets: build.mutation<CompanyMarkets, { companyId: string; input: MarketsInput }>({
      query: ({ companyId, input }) => request(marketEndpoints.putMarkets, { companyId }, input),
      ...reads(marketEndpoints.putMarkets),
      invalidatesTags: ['Market', 'Obligation', 'Deadline'],
    }),
    getReports: build.query<Report[], { companyId: string; country: string; stream: string }>({
      query: ({ companyId, country, stream }) => ({
        ...request(reportEndpoints.getReports, { companyId }),
        params: { country: country.toUpperCase(), stream },
      }),
      ...reads(reportEndpoints.getReports),
      providesTags: ['Report'],
    }),
    fileReport: build.mutation<Report, { companyId: string; input: ReportInput }>({
      query: ({ companyId, input }) => request(reportEndpoints.fileReport, { companyId }, input),
      ...reads(reportEndpoints.fileReport),
      invalidatesTags: ['Report', 'Obligation', 'Deadline', 'Document'],
    }),
  }),
});

export const {
  useGetMarketsQuery,
  usePutMarketsMutation,
  useGetReportsQuery,
  useFileReportMutation,
} = dashboardApi;
