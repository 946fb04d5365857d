/**
 * The OpenAPI texts of `./representation`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  ContractSignatureSchema,
  OrderedWithSchema,
  OwnRepresentativeInputSchema,
  PowerOfAttorneyUploadSchema,
  RepresentationOrderInputSchema,
  RepresentationOrderSchema,
  RepresentationSelectionSchema,
  RepresentativeSchema,
  RepresentativesSchema,
  type representationEndpoints,
} from './representation';

export const representationDocs: EndpointDocs<typeof representationEndpoints> = {
  getRepresentatives: {
    summary:
      "The company's authorised representatives by country and stream (own ones, and ordered ones " +
      'appointed once the representative confirmed), and where it is established',
    tags: ['Authorised representative'],
    example: { params: { companyId: 'cmp-0006' } },
  },
  putOwnRepresentative: {
    summary:
      'Records the representative the company appointed itself for a country and stream (404 ' +
      'where no rule allows one; 409 where the company is established)',
    tags: ['Authorised representative'],
    example: {
      params: { companyId: 'cmp-0002', country: 'AT', stream: 'packaging' },
      body: {
        name: 'Huber & Partner Rechtsanwälte GmbH',
        address: 'Herrengasse 1, 1010 Wien',
        since: '2026-01-01',
      },
    },
  },
  deleteOwnRepresentative: {
    summary: 'Removes the own representative of a country and stream (404 when none is recorded)',
    tags: ['Authorised representative'],
    example: { params: { companyId: 'cmp-0002', country: 'AT', stream: 'packaging' } },
  },
  getRepresentationOrders: {
    summary: "The company's authorised-representative orders, newest first",
    tags: ['Authorised representative'],
    example: { params: { companyId: 'cmp-0002' } },
  },
  orderRepresentation: {
    summary:
      'Orders an authorised representative for countries and streams (400 `notAllowed` where ' +
      'none is offered, e.g. the company’s own country)',
    tags: ['Authorised representative'],
    example: {
      params: { companyId: 'cmp-0002' },
      body: { selections: [{ country: 'AT', streams: ['packaging'] }], acceptTerms: true },
    },
  },
  getRepresentationOrder: {
    summary: 'An order with its next steps; any of its process ids names it',
    tags: ['Authorised representative'],
    example: { params: { companyId: 'cmp-0006', processId: 'prc-0005' } },
  },
  uploadPowerOfAttorney: {
    summary: 'Uploads the signed power of attorney (PDF, JPEG or PNG up to 5 MB)',
    tags: ['Authorised representative'],
    example: {
      params: { companyId: 'cmp-0006', processId: 'prc-0005' },
      body: {
        file: {
          fileName: 'vollmacht-bevollmaechtigter-elektrog.pdf',
          contentType: 'application/pdf',
          content: 'JVBERi0xLjQKJcOiw6PDj8OTCg==',
        },
      },
    },
  },
  signRepresentationContract: {
    summary: 'Signs the representation contract electronically',
    tags: ['Authorised representative'],
    example: {
      params: { companyId: 'cmp-0006', processId: 'prc-0005' },
      body: { signatoryName: 'Marek Kowalski', accept: true },
    },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const representationComponents = {
  ContractSignatureSchema,
  OrderedWithSchema,
  OwnRepresentativeInputSchema,
  PowerOfAttorneyUploadSchema,
  RepresentationOrderInputSchema,
  RepresentationOrderSchema,
  RepresentationSelectionSchema,
  RepresentativeSchema,
  RepresentativesSchema,
};
