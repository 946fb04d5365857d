import {
  obligationEndpoints,
  type ComplianceSummaryList,
  type DeadlineList,
  type Obligation,
  type ObligationList,
} from '@/shared/contract/main/obligations';
import { reads, request } from './contract-endpoint';
import { mainApi } from './main-api';

/**
 * A company's obligations and deadlines as the service derives them: read by the dashboard, the
 * country pages, the calendar and the service processes. Whatever changes their inputs (markets,
 * registrations, reports, processes) invalidates `Obligation`, which refreshes both.
 */
export const obligationsApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getObligations: build.query<ObligationList, string>({
      query: (companyId) => request(obligationEndpoints.getObligations, { companyId }),
      ...reads(obligationEndpoints.getObligations),
      providesTags: ['Obligation'],
    }),
    getObligation: build.query<Obligation, { companyId: string; country: string; stream: string }>({
      query: ({ companyId, country, stream }) =>
        request(obligationEndpoints.getObligation, {
          companyId,
          country: country.toUpperCase(),
          stream,
        }),
      ...reads(obligationEndpoints.getObligation),
      providesTags: ['Obligation'],
    }),
    /** The default window: a year back (never before a market was added) to a year ahead. */
    getDeadlines: build.query<DeadlineList, string>({
      query: (companyId) => request(obligationEndpoints.getDeadlines, { companyId }),
      ...reads(obligationEndpoints.getDeadlines),
      providesTags: ['Deadline', 'Obligation'],
    }),
    /** Several companies at a glance; the argument is their ids, comma-separated. */
    getComplianceSummaries: build.query<ComplianceSummaryList, string>({
      query: (companyIds) => ({
        ...request(obligationEndpoints.getComplianceSummaries),
        params: { companyIds },
      }),
      ...reads(obligationEndpoints.getComplianceSummaries),
      providesTags: ['Deadline', 'Obligation'],
    }),
  }),
});

export const {
  useGetObligationsQuery,
  useGetObligationQuery,
  useGetDeadlinesQuery,
  useGetComplianceSummariesQuery,
} = obligationsApi;
