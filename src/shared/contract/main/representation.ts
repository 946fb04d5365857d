/**
 * The authorised-representative service (`authoriseme`): the company chooses the countries and
 * streams where it needs a representative, accepts price and terms, then completes the next steps
 * (power of attorney, contract) until the representative confirms. One order makes one service
 * process per country; the order is named by the id of its first process.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema, IdSchema, TimestampSchema, requiredText } from '../primitives';
import { StreamSchema, type ObligationRule, type Stream } from '../reference';
import { ProcessStatusSchema } from './processes';
import {
  AcceptTermsSchema,
  FileUploadSchema,
  MAX_UPLOAD_BYTES,
  QuoteSchema,
  ServiceDocumentSchema,
  UploadedFileSchema,
} from './service-common';

/** The countries and streams a company may appoint a representative for, with the rule's verdict. */
export interface RepresentationOption {
  country: string;
  stream: Stream;
  /** The law requires one of a company without an establishment (else it is optional). */
  required: boolean;
}

/**
 * Where the platform offers a representative: obligations in force whose rule requires or allows
 * one, outside the company's own country.
 */
export function representationOptions(
  rules: readonly ObligationRule[],
  companyCountry: string,
  countries: readonly string[],
): RepresentationOption[] {
  return rules
    .filter(
      (r) =>
        countries.includes(r.country) &&
        r.country !== companyCountry.toUpperCase() &&
        r.applicability === 'inForce' &&
        (r.authorisedRepresentative === 'required' || r.authorisedRepresentative === 'optional'),
    )
    .map((r) => ({
      country: r.country,
      stream: r.stream,
      required: r.authorisedRepresentative === 'required',
    }));
}

export const RepresentationSelectionSchema = v.object({
  country: CountryCodeSchema,
  streams: v.pipe(v.array(StreamSchema, 'invalid'), v.minLength(1, 'required')),
});
export type RepresentationSelection = v.InferOutput<typeof RepresentationSelectionSchema>;

export const RepresentationOrderInputSchema = v.object({
  selections: v.pipe(
    v.array(RepresentationSelectionSchema, 'invalid'),
    v.minLength(1, 'required'),
    v.check((list) => new Set(list.map((s) => s.country)).size === list.length, 'invalid'),
  ),
  acceptTerms: AcceptTermsSchema,
});
export type RepresentationOrderInput = v.InferInput<typeof RepresentationOrderInputSchema>;

export const REPRESENTATION_STEPS = ['powerOfAttorney', 'contract', 'confirmation'] as const;
export const REPRESENTATION_STEP_STATES = ['open', 'waiting', 'done'] as const;

export const RepresentationOrderSchema = v.object({
  /** The id of the order's first process. */
  id: IdSchema,
  companyId: v.string(),
  /** One process per country. */
  processIds: v.array(IdSchema),
  status: ProcessStatusSchema,
  selections: v.array(RepresentationSelectionSchema),
  quote: QuoteSchema,
  /** The next steps: the user's (open until done), then the representative's (waiting). */
  steps: v.array(
    v.object({
      step: v.picklist(REPRESENTATION_STEPS),
      state: v.picklist(REPRESENTATION_STEP_STATES),
      completedAt: v.nullable(TimestampSchema),
    }),
  ),
  powerOfAttorney: v.nullable(UploadedFileSchema),
  contractSignedBy: v.nullable(v.string()),
  documents: v.array(ServiceDocumentSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type RepresentationOrder = v.InferOutput<typeof RepresentationOrderSchema>;

export const PowerOfAttorneyUploadSchema = v.object({ file: FileUploadSchema });

export const ContractSignatureSchema = v.object({
  /** Who signs for the company. */
  signatoryName: requiredText(120),
  accept: v.literal(true, 'required'),
});
export type ContractSignature = v.InferInput<typeof ContractSignatureSchema>;

const ORDER_PATH = '/companies/:companyId/representation-orders/:processId';

export const representationEndpoints = {
  getRepresentationOrders: endpoint({
    method: 'GET',
    path: '/companies/:companyId/representation-orders',
    summary: "The company's authorised-representative orders, newest first",
    auth: 'bearer',
    response: v.array(RepresentationOrderSchema),
    errors: [404],
    example: { params: { companyId: 'cmp-0002' } },
    tags: ['Authorised representative'],
  }),
  orderRepresentation: endpoint({
    method: 'POST',
    path: '/companies/:companyId/representation-orders',
    summary:
      'Orders an authorised representative for countries and streams (400 `notAllowed` where ' +
      'none is offered, e.g. the company’s own country)',
    auth: 'bearer',
    body: RepresentationOrderInputSchema,
    response: RepresentationOrderSchema,
    status: 201,
    errors: [400, 404],
    example: {
      params: { companyId: 'cmp-0002' },
      body: { selections: [{ country: 'AT', streams: ['packaging'] }], acceptTerms: true },
    },
    tags: ['Authorised representative'],
  }),
  getRepresentationOrder: endpoint({
    method: 'GET',
    path: ORDER_PATH,
    summary: 'An order with its next steps; any of its process ids names it',
    auth: 'bearer',
    response: RepresentationOrderSchema,
    errors: [404],
    example: { params: { companyId: 'cmp-0006', processId: 'prc-0005' } },
    tags: ['Authorised representative'],
  }),
  uploadPowerOfAttorney: endpoint({
    method: 'POST',
    path: `${ORDER_PATH}/power-of-attorney`,
    summary: 'Uploads the signed power of attorney (PDF, JPEG or PNG up to 5 MB)',
    auth: 'bearer',
    body: PowerOfAttorneyUploadSchema,
    response: RepresentationOrderSchema,
    errors: [400, 404, 409, 413],
    upload: { maxFileBytes: MAX_UPLOAD_BYTES },
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
    tags: ['Authorised representative'],
  }),
  signRepresentationContract: endpoint({
    method: 'POST',
    path: `${ORDER_PATH}/contract`,
    summary: 'Signs the representation contract electronically',
    auth: 'bearer',
    body: ContractSignatureSchema,
    response: RepresentationOrderSchema,
    errors: [400, 404, 409],
    example: {
      params: { companyId: 'cmp-0006', processId: 'prc-0005' },
      body: { signatoryName: 'Marek Kowalski', accept: true },
    },
    tags: ['Authorised representative'],
  }),
};
