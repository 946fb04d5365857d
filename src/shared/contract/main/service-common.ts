/**
 * Parts every service process shares: quantities in kg, price quotes, status timelines, the
 * documents a service hands out and files a user uploads.
 *
 * Money travels as integer euro cents; quantities as kg numbers with up to 3 decimals.
 */
import * as v from 'valibot';
import { VAT_TREATMENTS } from '../../../domain/vat';
import { IdSchema, TimestampSchema, requiredText } from '../primitives';

/** The largest quantity one line may carry: 100,000 t. */
export const MAX_KG = 100_000_000;

const hasAtMostThreeDecimals = (n: number) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6;

/** A quantity in kg: not negative, at most 3 decimals (what LUCID and the systems accept). */
export const KgSchema = v.pipe(
  v.number('invalid'),
  v.minValue(0, 'invalid'),
  v.maxValue(MAX_KG, 'tooLong'),
  v.check(hasAtMostThreeDecimals, 'invalid'),
);

export const QuoteLineSchema = v.object({
  /** A packaging material, or a fee item of a service (`annualService`, `perCategory`, ...). */
  item: v.string(),
  /** kg for packaging materials, a count for fee items. */
  quantity: v.number(),
  /** Cents per tonne for packaging materials, cents per unit for fee items. */
  rate: v.number(),
  /** Cents, rounded half up. */
  amount: v.number(),
});
export type QuoteLine = v.InferOutput<typeof QuoteLineSchema>;

/**
 * A price: the provider's service lines, the minimum fee where one applies, net, VAT (by the VAT
 * terms of provider and customer, `src/domain/vat.ts`) and gross; then official fees apart (register
 * and authority fees passed on at cost in the customer's name: not the provider's supply, no VAT)
 * and the total to pay. All in cents.
 */
export const QuoteSchema = v.object({
  currency: v.literal('EUR'),
  lines: v.array(QuoteLineSchema),
  /** 0 when the service has none. */
  minimumFee: v.number(),
  /** The lines came to less than the minimum fee, which is charged instead. */
  minimumApplied: v.boolean(),
  net: v.number(),
  /**
   * `domestic`: the provider's VAT; `reverseCharge`: a business customer with a VAT number of
   * another member state owes the VAT (Art. 196 Directive 2006/112/EC), 0 % here;
   * `outsideScope`: a customer established outside the EU, no EU VAT (Art. 44).
   */
  vatTreatment: v.picklist(VAT_TREATMENTS),
  /**
   * The customer's VAT identification number, on a reverse-charge quote only: the invoice must
   * name it where the customer is liable for the tax (Art. 226 (4) Directive 2006/112/EC).
   */
  customerVatId: v.optional(v.nullable(v.string())),
  /** Percent charged, e.g. 19; 0 unless domestic. */
  vatRate: v.number(),
  vat: v.number(),
  /** Net plus VAT of the provider's services. */
  gross: v.number(),
  /** Official fees, passed on at cost without VAT; empty when the service has none. */
  officialFees: v.array(QuoteLineSchema),
  officialTotal: v.number(),
  /** What the customer pays: gross plus official fees. */
  total: v.number(),
  /** Example prices (the local stack's price table), never an offer. */
  example: v.boolean(),
});
export type Quote = v.InferOutput<typeof QuoteSchema>;

export const TIMELINE_STATES = ['done', 'current', 'pending'] as const;

/** One step of a process's timeline, with when it was reached. */
export const timelineStepSchema = <const S extends readonly [string, ...string[]]>(steps: S) =>
  v.object({
    step: v.picklist(steps),
    state: v.picklist(TIMELINE_STATES),
    at: v.nullable(TimestampSchema),
  });

export const DOCUMENT_KINDS = [
  'certificate',
  'invoice',
  'confirmation',
  'contract',
  'receipt',
] as const;

/** A document a service issued; its file is `GET /companies/:companyId/processes/:processId/documents/:documentId`. */
export const ServiceDocumentSchema = v.object({
  id: IdSchema,
  kind: v.picklist(DOCUMENT_KINDS),
  fileName: v.string(),
  createdAt: TimestampSchema,
});
export type ServiceDocument = v.InferOutput<typeof ServiceDocumentSchema>;

export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Base64 needs 4 characters per 3 bytes. */
const MAX_UPLOAD_BASE64 = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4;

/** A file the user sends (PDF, JPEG or PNG, at most 5 MB), base64 in JSON. */
export const FileUploadSchema = v.object({
  fileName: requiredText(200),
  contentType: v.picklist(UPLOAD_CONTENT_TYPES, 'notAllowed'),
  content: v.pipe(
    v.string('invalid'),
    v.nonEmpty('required'),
    v.maxLength(MAX_UPLOAD_BASE64, 'tooLong'),
    v.base64('invalid'),
  ),
});
export type FileUpload = v.InferOutput<typeof FileUploadSchema>;

/** What the service keeps of an uploaded file. */
export const UploadedFileSchema = v.object({
  id: IdSchema,
  fileName: v.string(),
  contentType: v.picklist(UPLOAD_CONTENT_TYPES),
  size: v.number(),
  uploadedAt: TimestampSchema,
});
export type UploadedFile = v.InferOutput<typeof UploadedFileSchema>;

/** Accepting the terms: required to order any service. */
export const AcceptTermsSchema = v.literal(true, 'required');

/** A report period of a registration or licence, with its deadline. */
export const REPORT_STATES = ['filed', 'overdue', 'open', 'upcoming'] as const;
export const ReportStateSchema = v.picklist(REPORT_STATES);
export type ReportState = v.InferOutput<typeof ReportStateSchema>;

/** Brands a producer sells under: 1 to 20 names. */
export const BrandsSchema = v.pipe(
  v.array(requiredText(80), 'invalid'),
  v.minLength(1, 'required'),
  v.maxLength(20, 'tooLong'),
);
