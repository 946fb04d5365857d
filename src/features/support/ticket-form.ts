import type { FieldPath } from 'react-hook-form';
import * as v from 'valibot';
import { TicketInputSchema } from '@/shared/contract/main/support';
import { StreamSchema } from '@/shared/contract/reference';

/** The form's fields: the ticket's, with "none" as an empty choice of stream. */
export const FormSchema = v.object({
  topic: TicketInputSchema.entries.topic,
  country: TicketInputSchema.entries.country,
  stream: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value || null),
    v.nullable(StreamSchema),
  ),
  message: TicketInputSchema.entries.message,
});

type FormInput = v.InferInput<typeof FormSchema>;

export const FIELD_ORDER: readonly FieldPath<FormInput>[] = [
  'topic',
  'country',
  'stream',
  'message',
];

export const EMPTY: FormInput = { topic: '' as never, country: '', stream: '', message: '' };

export interface Chosen {
  key: string;
  file: File;
  /** Set once uploaded: a retry after a failed ticket does not upload it again. */
  id?: string;
}
