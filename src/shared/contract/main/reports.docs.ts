/**
 * The OpenAPI texts of `./reports`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import { ReportInputSchema, ReportSchema, type reportEndpoints } from './reports';

export const reportDocs: EndpointDocs<typeof reportEndpoints> = {
  getReports: {
    summary: 'Filed reports, newest due date first',
    tags: ['Compliance'],
    example: {
      params: { companyId: 'cmp-0002' },
      query: { country: 'DE', stream: 'packaging' },
    },
  },
  fileReport: {
    summary:
      'Records a filed report for one of the company’s deadlines (400 `fields.deadlineId` when ' +
      'it is not one, 409 when it is filed already) and adds its receipt to the documents. ' +
      'Members, and advisers with submitReports',
    tags: ['Compliance'],
    example: {
      params: { companyId: 'cmp-0002' },
      body: {
        deadlineId: 'de-weee-b2c-monthly-report:2026-12-15',
        quantityKg: 1692.5,
        reference: null,
      },
    },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const reportsComponents = { ReportInputSchema, ReportSchema };
