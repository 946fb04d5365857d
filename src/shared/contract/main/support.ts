/**
 * Support tickets: a message about a topic, optionally about one country and stream, with up to
 * five attachments of at most 10 MB each. Attachments are uploaded one by one first (base64 in
 * JSON, so every body stays one file's size), then named by the ticket.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema, TimestampSchema, requiredText } from '../primitives';
import { StreamSchema } from '../reference';

export const SUPPORT_TOPICS = [
  'obligations',
  'registration',
  'reports',
  'licensing',
  'documents',
  'invoices',
  'platform',
  'other',
] as const;
export const SupportTopicSchema = v.picklist(SUPPORT_TOPICS, 'required');

export const TICKET_STATUSES = ['open', 'inProgress', 'answered', 'closed'] as const;

export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** The file types support accepts, with the name endings each may carry. */
export const ATTACHMENT_TYPES = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'text/csv': ['csv'],
  'text/plain': ['txt'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
} as const satisfies Record<string, readonly string[]>;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;
export const ATTACHMENT_TYPE_NAMES = Object.keys(ATTACHMENT_TYPES) as AttachmentType[];

/** Whether a file name ends the way its type allows (`.pdf` for a PDF). */
export function nameFitsType(name: string, type: string): boolean {
  const endings: readonly string[] = ATTACHMENT_TYPES[type as AttachmentType] ?? [];
  const ending = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return endings.includes(ending);
}

/** Base64 of `bytes` bytes is at most this long. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

export const AttachmentInputSchema = v.pipe(
  v.object({
    name: requiredText(200),
    type: v.picklist(ATTACHMENT_TYPE_NAMES, 'notAllowed'),
    /** The file's bytes, base64 (no `data:` prefix). */
    content: v.pipe(
      v.string('invalid'),
      v.nonEmpty('required'),
      v.maxLength(base64Length(MAX_ATTACHMENT_BYTES), 'tooLong'),
      v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'invalid'),
    ),
  }),
  v.forward(
    v.check((file) => nameFitsType(file.name, file.type), 'notAllowed'),
    ['name'],
  ),
);
export type AttachmentInput = v.InferInput<typeof AttachmentInputSchema>;

export const AttachmentSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.string(),
  sizeBytes: v.number(),
  uploadedAt: TimestampSchema,
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

export const TicketInputSchema = v.object({
  topic: SupportTopicSchema,
  country: v.pipe(
    v.optional(v.nullable(v.string('invalid')), null),
    v.transform((value) => value?.trim().toUpperCase() || null),
    v.check((value) => value === null || /^[A-Z]{2}$/.test(value), 'invalid'),
  ),
  stream: v.optional(v.nullable(StreamSchema), null),
  message: v.pipe(
    v.string('invalid'),
    v.trim(),
    v.nonEmpty('required'),
    v.minLength(10, 'tooShort'),
    v.maxLength(5000, 'tooLong'),
  ),
  attachmentIds: v.optional(
    v.pipe(v.array(v.string('invalid'), 'invalid'), v.maxLength(MAX_ATTACHMENTS, 'tooLong')),
    [],
  ),
});
export type TicketInput = v.InferInput<typeof TicketInputSchema>;

export const TicketSchema = v.object({
  id: v.string(),
  /** What support and the company quote (`SUP-2026-004211`). */
  reference: v.string(),
  topic: v.picklist(SUPPORT_TOPICS),
  country: v.nullable(CountryCodeSchema),
  stream: v.nullable(StreamSchema),
  message: v.string(),
  attachments: v.array(AttachmentSchema),
  status: v.picklist(TICKET_STATUSES),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

export const supportEndpoints = {
  uploadAttachment: endpoint({
    method: 'POST',
    path: '/companies/:companyId/support/attachments',
    auth: 'bearer',
    body: AttachmentInputSchema,
    response: AttachmentSchema,
    status: 201,
    errors: [400, 404, 413],
    upload: { maxFileBytes: MAX_ATTACHMENT_BYTES },
  }),
  createTicket: endpoint({
    method: 'POST',
    path: '/companies/:companyId/tickets',
    auth: 'bearer',
    body: TicketInputSchema,
    response: TicketSchema,
    status: 201,
    errors: [400, 404],
  }),
  getTickets: endpoint({
    method: 'GET',
    path: '/companies/:companyId/tickets',
    auth: 'bearer',
    response: v.array(TicketSchema),
    errors: [404],
  }),
};
