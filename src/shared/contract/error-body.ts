/**
 * The body of every error answer of both APIs. Documentation only (the OpenAPI documents): the
 * app reads error answers field by field (`shared/api/api-error.ts`), so it never ships this.
 */
import * as v from 'valibot';
import { ERROR_REASONS } from './account/reasons';
import { FIELD_ERROR_CODES } from './primitives';

/**
 * Every error answer: a message for logs and, for a refused body, reasons by field path; a refusal
 * (403) or conflict (409, 410) of the account service says why as a `reason` code, and a conflict
 * about companies names them (`companyIds`).
 */
export const ErrorBodySchema = v.object({
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.picklist(FIELD_ERROR_CODES))),
  /** `rateLimited`: a 429 of a mail-sending endpoint (TRUST-8). */
  reason: v.optional(v.picklist(ERROR_REASONS)),
  companyIds: v.optional(v.array(v.string())),
  /** 413 of an upload (TRUST-7): the largest file the endpoint takes, in bytes. */
  limitBytes: v.optional(v.number()),
  /** 403 `recentSignInRequired` (TRUST-10): how recent the sign-in must be, in seconds. */
  maxAgeSeconds: v.optional(v.number()),
  /** A conflict with a running order (`orderRunning`): the id of that order. */
  processId: v.optional(v.string()),
});
