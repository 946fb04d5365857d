/**
 * The OpenAPI texts of `./obligations`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  ComplianceSummaryListSchema,
  ComplianceSummarySchema,
  DeadlineListSchema,
  DeadlineSchema,
  DeadlineStatusSchema,
  DutyStateSchema,
  ObligationActionSchema,
  ObligationListSchema,
  ObligationProcessSchema,
  ObligationReasonSchema,
  ObligationSchema,
  ObligationStatusSchema,
  type obligationEndpoints,
} from './obligations';

export const obligationDocs: EndpointDocs<typeof obligationEndpoints> = {
  getObligations: {
    summary:
      'The obligation of every stream in every market country, each with its status, reasons, ' +
      'registration, processes, next deadline and the action that fulfils it',
    tags: ['Compliance'],
    example: { params: { companyId: 'cmp-0002' } },
  },
  getObligation: {
    summary:
      'One country and stream, also outside the markets (then not applicable); a country without ' +
      'rules of its own gets the EU baseline. 404 for what is not a country code or stream',
    tags: ['Compliance'],
    example: { params: { companyId: 'cmp-0002', country: 'AT', stream: 'packaging' } },
  },
  getDeadlines: {
    summary:
      "The company's dated deadlines across countries and streams, from its obligations; " +
      'by default from a year back (never before a market was added) to a year ahead',
    tags: ['Compliance'],
    example: { params: { companyId: 'cmp-0002' } },
  },
  getComplianceSummaries: {
    summary:
      'Open obligations and the next deadline of several companies in one call (the adviser ' +
      'workspace lists all its clients); companies the user cannot read are listed as unavailable',
    tags: ['Compliance'],
    example: { query: { companyIds: 'cmp-0002,cmp-0006' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const obligationsComponents = {
  ComplianceSummaryListSchema,
  ComplianceSummarySchema,
  DeadlineListSchema,
  DeadlineSchema,
  DeadlineStatusSchema,
  DutyStateSchema,
  ObligationActionSchema,
  ObligationListSchema,
  ObligationProcessSchema,
  ObligationReasonSchema,
  ObligationSchema,
  ObligationStatusSchema,
};
