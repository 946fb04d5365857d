/** The company's documents: certificates, invoices, contracts, confirmations, report receipts. */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema, TimestampSchema } from '../primitives';
import { StreamSchema } from '../reference';

export const DOCUMENT_TYPES = [
  'certificate',
  'invoice',
  'contract',
  'confirmation',
  'reportReceipt',
] as const;
export const DocumentTypeSchema = v.picklist(DOCUMENT_TYPES);

export const DocumentSchema = v.object({
  id: v.string(),
  type: DocumentTypeSchema,
  /** As issued, in the issuer's language ("Beteiligungsbestätigung 2026"). */
  title: v.string(),
  country: v.nullable(CountryCodeSchema),
  stream: v.nullable(StreamSchema),
  year: v.number(),
  issuedAt: TimestampSchema,
  fileName: v.string(),
  sizeBytes: v.number(),
  processId: v.nullable(v.string()),
  reportId: v.nullable(v.string()),
  /**
   * A report receipt's deadline: the rule (its name is `reference:deadlines.<ruleId>`) and due date.
   * The screens title the receipt from it, never from `title` (which may carry ids and ISO dates).
   */
  deadline: v.optional(
    v.nullable(v.object({ ruleId: v.string(), dueDate: v.pipe(v.string(), v.isoDate()) })),
  ),
});
export type CompanyDocument = v.InferOutput<typeof DocumentSchema>;

export const documentEndpoints = {
  getDocuments: endpoint({
    method: 'GET',
    path: '/companies/:companyId/documents',
    auth: 'bearer',
    response: v.array(DocumentSchema),
    errors: [404],
  }),
  getDocument: endpoint({
    method: 'GET',
    path: '/companies/:companyId/documents/:documentId',
    auth: 'bearer',
    response: DocumentSchema,
    errors: [404],
  }),
  downloadDocument: endpoint({
    method: 'GET',
    path: '/companies/:companyId/documents/:documentId/file',
    auth: 'bearer',
    response: null,
    produces: 'application/pdf',
    errors: [404],
  }),
};
