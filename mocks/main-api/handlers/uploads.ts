/**
 * TRUST-7: what the main API checks on every upload, whatever the client did: the content is what
 * its type says (file signature; text as valid UTF-8 without NUL bytes), the name is a plain name
 * (no path, no control characters, no leading dots, at most 120 characters, ending as its type
 * does), and a body larger than the endpoint allows is refused from its declared length, before
 * it is read (`route()` and the dev backend's bridge).
 */
import type { FieldErrors } from '../../../src/shared/contract/primitives';
import { validationFailed } from '../../common/respond';

/** The first bytes each binary type starts with. */
const SIGNATURES: Record<string, readonly number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  // XLSX and DOCX are ZIP containers.
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [0x50, 0x4b, 0x03, 0x04],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [
    0x50, 0x4b, 0x03, 0x04,
  ],
};
const TEXT_TYPES = new Set(['text/csv', 'text/plain']);

/** Why the content is not what its type says: `contentMismatch` (signature), `notText`. */
export type ContentProblem = 'contentMismatch' | 'notText';

export function contentProblem(type: string, bytes: Uint8Array): ContentProblem | null {
  if (TEXT_TYPES.has(type)) {
    if (bytes.includes(0)) return 'notText';
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return null;
    } catch {
      return 'notText';
    }
  }
  const signature = SIGNATURES[type];
  // A type without a known signature is not accepted blindly.
  if (!signature) return 'contentMismatch';
  return signature.every((byte, i) => bytes[i] === byte) ? null : 'contentMismatch';
}

/** 400 naming the field whose content is wrong, with the reason. */
export const contentRefused = (field: string, problem: ContentProblem) =>
  validationFailed({ [field]: problem } as FieldErrors);

export const MAX_FILE_NAME_LENGTH = 120;

const ENDINGS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'text/csv': 'csv',
  'text/plain': 'txt',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
const ENDINGS_OF: Record<string, readonly string[]> = { 'image/jpeg': ['jpg', 'jpeg'] };

/**
 * Controls, bidi controls and zero-width characters (TRUST-14, TRUST-18): they hide or reorder
 * what a name shows.
 */
/* eslint-disable no-control-regex */
const HIDDEN_OR_CONTROL =
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\u061c\ufeff]/g;
/* eslint-enable no-control-regex */

/**
 * The name a file is kept and later offered under: its last path segment only, without control or
 * bidirectional-override characters, without leading dots or spaces, at most 120 characters, and
 * ending as its type does (`../../passport.html` sent as a PDF is kept as `passport.html.pdf`).
 */
export function sanitizeFileName(name: string, type: string): string {
  const ending = ENDINGS[type] ?? 'bin';
  let base =
    name
      .split(/[/\\]/)
      .at(-1)!
      .replace(/[\u2028\u2029]/g, ' ')
      .replace(HIDDEN_OR_CONTROL, '')
      .replace(/\s{2,}/g, ' ')
      .replace(/^[.\s]+/, '')
      .replace(/[.\s]+$/, '')
      .trim() || 'file';
  const allowed = ENDINGS_OF[type] ?? [ending];
  const current = /\.([A-Za-z0-9]+)$/.exec(base)?.[1]?.toLowerCase();
  if (!current || !allowed.includes(current)) base = `${base}.${ending}`;
  if (base.length <= MAX_FILE_NAME_LENGTH) return base;
  const suffix = base.slice(base.lastIndexOf('.'));
  return `${base.slice(0, MAX_FILE_NAME_LENGTH - suffix.length)}${suffix}`;
}

/** The decoded bytes of base64 content. */
export const decodeBase64 = (content: string) => new Uint8Array(Buffer.from(content, 'base64'));
