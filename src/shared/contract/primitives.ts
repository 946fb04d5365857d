/**
 * Building blocks of the API contract. Everything under `src/shared/contract` is imported by the
 * app and by the mock backend (which runs under esbuild-register without path aliases), so files
 * here import only valibot and each other, by relative paths.
 *
 * Validation messages are reason codes, not sentences: the mock services answer them as field
 * errors and the forms translate them (`forms:errors.<code>`).
 */
import * as v from 'valibot';

/** Reasons a field can be refused for, by the services and by the forms alike. */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'tooLong',
  'tooShort',
  'taken',
  'notAllowed',
  // TRUST-7: an uploaded file whose bytes are not what its type says (signature), or a text file
  // (CSV, TXT) that is not UTF-8 text.
  'contentMismatch',
  'notText',
  // TRUST-14: a signed link (an unsubscribe token) past its expiry, or from before a newer one.
  'expired',
  'outdated',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** The product's languages; the first one a visitor has no preference for is en. */
export const LANGUAGES = ['de', 'en', 'es', 'fr'] as const;
export const LanguageSchema = v.picklist(LANGUAGES, 'invalid');
export type Language = v.InferOutput<typeof LanguageSchema>;

export const IdSchema = v.pipe(v.string('invalid'), v.nonEmpty('required'));

/** Required free text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  v.pipe(v.string('invalid'), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'tooLong'));

export const EmailSchema = v.pipe(
  v.string('invalid'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('required'),
  v.maxLength(254, 'tooLong'),
  v.email('invalid'),
);

/** ISO 3166-1 alpha-2, upper case (`DE`, `AT`). */
export const CountryCodeSchema = v.pipe(
  v.string('invalid'),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty('required'),
  v.regex(/^[A-Z]{2}$/, 'invalid'),
);

/** An instant as the services send it: ISO 8601 with time. */
export const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** Payloads of both APIs travel in `{ data }`. */
export const envelope = <T extends v.GenericSchema>(schema: T) => v.object({ data: schema });

export type FieldErrors = Record<string, FieldErrorCode>;

const isFieldErrorCode = (message: string): message is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly string[]).includes(message);

/**
 * Valibot issues as `{ 'address.city': 'required' }`: the first reason per field path. A missing
 * key is reported by its object, not by the field's schema: it is `required` all the same.
 */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    fields[path] ??= isFieldErrorCode(issue.message)
      ? issue.message
      : issue.input === undefined
        ? 'required'
        : 'invalid';
  }
  return fields;
}
