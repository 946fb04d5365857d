/**
 * The authorised-representative service (`authoriseme`): the company chooses the countries and
 * streams where it needs a representative, accepts price and terms, then completes the next steps
 * (power of attorney, contract) until the representative confirms. One order makes one service
 * process per country; the order is named by the id of its first process.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema, IdSchema, TimestampSchema, requiredText } from '../primitives';
import { ServiceIdSchema, StreamSchema } from '../reference';
import { ProcessStatusSchema } from './processes';
import {
  AcceptTermsSchema,
  FileUploadSchema,
  MAX_UPLOAD_BYTES,
  QuoteSchema,
  ServiceDocumentSchema,
  UploadedFileSchema,
} from './service-common';

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

/** The licence or registration order whose "our representative" add-on made this order. */
export const OrderedWithSchema = v.object({ service: ServiceIdSchema, processId: IdSchema });
export type OrderedWith = v.InferOutput<typeof OrderedWithSchema>;

export const RepresentationOrderSchema = v.object({
  /** The id of the order's first process. */
  id: IdSchema,
  /**
   * Ordered inside a licence or registration ("our representative"): its fee is on that order's
   * invoice, so this order's quote is empty; the next steps are the same. Null: ordered here.
   */
  orderedWith: v.nullable(OrderedWithSchema),
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

/**
 * DOM-7: a representative the company appointed itself (not through the platform), for one
 * country and stream: who, where, since when.
 */
export const OwnRepresentativeInputSchema = v.object({
  name: requiredText(200),
  address: requiredText(400),
  /** The day the appointment took effect (ISO date). */
  since: v.pipe(v.string('required'), v.nonEmpty('required'), v.isoDate('invalid')),
});
export type OwnRepresentativeInput = v.InferInput<typeof OwnRepresentativeInputSchema>;

export const REPRESENTATIVE_KINDS = ['own', 'ordered'] as const;
/** Appointed: an own representative, or an ordered one the representative confirmed. */
export const REPRESENTATIVE_STATUSES = ['appointed', 'pending'] as const;

/** The company's representative for one country and stream (one model for both kinds). */
export const RepresentativeSchema = v.object({
  country: CountryCodeSchema,
  stream: StreamSchema,
  kind: v.picklist(REPRESENTATIVE_KINDS),
  status: v.picklist(REPRESENTATIVE_STATUSES),
  /** Own: as recorded (the address may be missing when only a name came with an order). */
  name: v.nullable(v.string()),
  address: v.nullable(v.string()),
  since: v.nullable(v.pipe(v.string(), v.isoDate())),
  /** Ordered: the representation order (its next steps); null for an own representative. */
  orderId: v.nullable(IdSchema),
  orderedWith: v.nullable(OrderedWithSchema),
});
export type Representative = v.InferOutput<typeof RepresentativeSchema>;

export const RepresentativesSchema = v.object({
  /** Where the company is established (its seat and its branches): no representative needed. */
  establishments: v.array(CountryCodeSchema),
  representatives: v.array(RepresentativeSchema),
});
export type Representatives = v.InferOutput<typeof RepresentativesSchema>;

const ORDER_PATH = '/companies/:companyId/representation-orders/:processId';
const OWN_PATH = '/companies/:companyId/representatives/:country/:stream';

export const representationEndpoints = {
  getRepresentatives: endpoint({
    method: 'GET',
    path: '/companies/:companyId/representatives',
    auth: 'bearer',
    response: RepresentativesSchema,
    errors: [404],
  }),
  putOwnRepresentative: endpoint({
    method: 'PUT',
    path: OWN_PATH,
    auth: 'bearer',
    body: OwnRepresentativeInputSchema,
    response: RepresentativeSchema,
    errors: [400, 404, 409],
  }),
  deleteOwnRepresentative: endpoint({
    method: 'DELETE',
    path: OWN_PATH,
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [404],
  }),
  getRepresentationOrders: endpoint({
    method: 'GET',
    path: '/companies/:companyId/representation-orders',
    auth: 'bearer',
    response: v.array(RepresentationOrderSchema),
    errors: [404],
  }),
  orderRepresentation: endpoint({
    method: 'POST',
    path: '/companies/:companyId/representation-orders',
    auth: 'bearer',
    body: RepresentationOrderInputSchema,
    response: RepresentationOrderSchema,
    status: 201,
    errors: [400, 404],
  }),
  getRepresentationOrder: endpoint({
    method: 'GET',
    path: ORDER_PATH,
    auth: 'bearer',
    response: RepresentationOrderSchema,
    errors: [404],
  }),
  uploadPowerOfAttorney: endpoint({
    method: 'POST',
    path: `${ORDER_PATH}/power-of-attorney`,
    auth: 'bearer',
    body: PowerOfAttorneyUploadSchema,
    response: RepresentationOrderSchema,
    errors: [400, 404, 409, 413],
    upload: { maxFileBytes: MAX_UPLOAD_BYTES },
  }),
  signRepresentationContract: endpoint({
    method: 'POST',
    path: `${ORDER_PATH}/contract`,
    auth: 'bearer',
    body: ContractSignatureSchema,
    response: RepresentationOrderSchema,
    errors: [400, 404, 409],
  }),
};
