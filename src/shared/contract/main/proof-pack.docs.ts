/**
 * The OpenAPI texts of `./proof-pack`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  ProofBrandSchema,
  ProofEntrySchema,
  ProofPackSchema,
  type proofPackEndpoints,
} from './proof-pack';

export const proofPackDocs: EndpointDocs<typeof proofPackEndpoints> = {
  getProofPack: {
    summary:
      "Every registration number the company holds, per country, stream and brand, with the register's public lookup",
    tags: ['Proof pack'],
    example: { params: { companyId: 'cmp-0002' } },
  },
  downloadProofPackPdf: {
    summary: 'The proof pack as a PDF: the numbers and the ready texts, in `lang`',
    tags: ['Proof pack'],
    example: { params: { companyId: 'cmp-0002' }, query: { lang: 'de' } },
  },
  downloadProofPackCsv: {
    summary:
      'The proof pack as CSV (RFC 4180, UTF-8 with a byte order mark for Excel): one row per ' +
      'number and brand, headings in `lang`',
    tags: ['Proof pack'],
    example: { params: { companyId: 'cmp-0002' }, query: { lang: 'de' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const proofPackComponents = { ProofBrandSchema, ProofEntrySchema, ProofPackSchema };
