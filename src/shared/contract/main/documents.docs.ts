/**
 * The OpenAPI texts of `./documents`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import { DocumentSchema, DocumentTypeSchema, type documentEndpoints } from './documents';

export const documentDocs: EndpointDocs<typeof documentEndpoints> = {
  getDocuments: {
    summary: 'Every document of the company, newest first',
    tags: ['Documents'],
    example: { params: { companyId: 'cmp-0002' } },
  },
  getDocument: {
    summary: 'One document',
    tags: ['Documents'],
    example: { params: { companyId: 'cmp-0002', documentId: 'doc-0005' } },
  },
  downloadDocument: {
    summary: 'The document as a PDF file (`Content-Disposition` names the file)',
    tags: ['Documents'],
    example: { params: { companyId: 'cmp-0002', documentId: 'doc-0005' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const documentsComponents = { DocumentSchema, DocumentTypeSchema };
