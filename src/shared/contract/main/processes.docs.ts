/**
 * The OpenAPI texts of `./processes`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import { ProcessStatusSchema, ProcessSummarySchema, type processEndpoints } from './processes';

export const processDocs: EndpointDocs<typeof processEndpoints> = {
  getProcesses: {
    summary: "The company's service processes, newest first",
    tags: ['Processes'],
    example: { params: { companyId: 'cmp-0002' } },
  },
  getProcessDocument: {
    summary:
      'A document a service issued (participation certificate, invoice, confirmation) as a PDF, ' +
      'with its file name in Content-Disposition',
    tags: ['Processes'],
    example: { params: { companyId: 'cmp-0002', processId: 'prc-0001', documentId: 'doc-0001' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const processesComponents = { ProcessStatusSchema, ProcessSummarySchema };
