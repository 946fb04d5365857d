import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorReason } from '@/shared/contract/account/reasons';
import {
  ERROR_CATALOGUE,
  classifyStatus,
  isApiErrorKind,
  isErrorReason,
  REJECTIONS,
  type ApiErrorKind,
  type Rejection,
} from './error-catalogue';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status, or the fetch failure code (`TIMEOUT_ERROR`, `FETCH_ERROR`, `PARSING_ERROR`). */
  status: number | string;
  /** A server-provided message, if the body carried one; never shown untranslated to users. */
  message?: string;
  /** Field-level reasons of a rejected request body (`{ 'address.city': 'required' }`), if any. */
  fields?: Record<string, string>;
  /** Why the service refused (403) or which state a change conflicts with (409, 410), if said. */
  reason?: ErrorReason;
  /** The companies a conflict is about (e.g. those a sole owner must hand over first). */
  companyIds?: string[];
  /** The running order a conflict is about (`orderRunning`, TRUST-4). */
  processId?: string;
  /** The answer's `Retry-After` in ms (429, 503), if it sent one (TRUST-8, TRUST-11). */
  retryAfterMs?: number;
  /** When the service said to try again (ms since epoch), for telling the user. */
  retryAt?: number;
  /** 413 of an upload (TRUST-7): the largest file the endpoint takes, in bytes. */
  limitBytes?: number;
}

function serverMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object') {
    const d = data as { message?: unknown; error?: unknown };
    if (typeof d.message === 'string') return d.message;
    if (typeof d.error === 'string') return d.error;
  }
  return undefined;
}

function serverFields(data: unknown): Record<string, string> | undefined {
  const fields =
    data && typeof data === 'object' ? (data as { fields?: unknown }).fields : undefined;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return undefined;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * `reason`, `companyIds`, `processId` and `limitBytes` of an error body, when they have their
 * documented types (a reason: one of the contract's codes).
 */
function serverDetails(
  data: unknown,
): Pick<ApiError, 'reason' | 'companyIds' | 'processId' | 'limitBytes'> {
  const { reason, companyIds, processId, limitBytes } = (
    data && typeof data === 'object' ? data : {}
  ) as {
    reason?: unknown;
    companyIds?: unknown;
    processId?: unknown;
    limitBytes?: unknown;
  };
  return {
    ...(isErrorReason(reason) ? { reason } : {}),
    ...(typeof limitBytes === 'number' && limitBytes > 0 ? { limitBytes } : {}),
    ...(typeof processId === 'string' ? { processId } : {}),
    ...(Array.isArray(companyIds) && companyIds.every((id) => typeof id === 'string')
      ? { companyIds: companyIds as string[] }
      : {}),
  };
}

/** The HTTP status of a failed fetch, also when its body could not be read; else the failure code. */
export function httpStatusOf(error: FetchBaseQueryError): number | string {
  return error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  // A body that cannot be read does not change what the status means: a 401 or 404 whose body is
  // an HTML page from a proxy is still `unauthorized` / `notFound`. Only a 2xx with an unreadable
  // body, and custom errors, are 'unexpected' whatever their status.
  const status = httpStatusOf(error);
  const unreadableSuccess =
    error.status === 'PARSING_ERROR' && error.originalStatus >= 200 && error.originalStatus <= 299;
  const kind: ApiErrorKind =
    error.status === 'CUSTOM_ERROR' || unreadableSuccess ? 'unexpected' : classifyStatus(status);
  const data = 'data' in error ? error.data : undefined;
  const message = serverMessage(data);
  const fields = serverFields(data);
  return {
    kind,
    status,
    ...(message ? { message } : {}),
    ...(fields ? { fields } : {}),
    ...serverDetails(data),
  };
}

export function isApiError(value: unknown): value is ApiError {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<ApiError>;
  return isApiErrorKind(v.kind) && (typeof v.status === 'number' || typeof v.status === 'string');
}

/** An API error whose kind's reaction, by the catalogue, is to go to sign-in (a 401). */
export const needsSignIn = (error: unknown): error is ApiError =>
  isApiError(error) && ERROR_CATALOGUE[error.kind].signIn === 'redirect';

/**
 * Reading a failed call (HOUSE-4): screens ask these, never an error's raw status or reason, so
 * every status and reason is read through the catalogue's vocabulary.
 */
/** Whether a call failed with an error of the catalogue's `kind`. */
export const isErrorKind = <K extends ApiErrorKind>(
  error: unknown,
  kind: K,
): error is ApiError & { kind: K } => isApiError(error) && error.kind === kind;

/** Which of the catalogue's rejections (400, 409, 422) a failed call is, if it is one. */
export function rejectionOf(error: unknown): Rejection | null {
  if (!isErrorKind(error, 'rejected')) return null;
  const found = (Object.keys(REJECTIONS) as Rejection[]).find(
    (rejection) => REJECTIONS[rejection] === error.status,
  );
  return found ?? null;
}

/** Whether a call was refused as this rejection (`conflict`: it clashes with the current state). */
export const isRejection = (
  error: unknown,
  rejection: Rejection,
): error is ApiError & { kind: 'rejected' } => rejectionOf(error) === rejection;

/** The reason code the service gave for a refusal or conflict, if any (one of the contract's). */
export const reasonOf = (error: unknown): ErrorReason | undefined =>
  isApiError(error) ? error.reason : undefined;

/** Whether the service refused a call for this reason. */
export const hasReason = <R extends ErrorReason>(
  error: unknown,
  reason: R,
): error is ApiError & { reason: R } => reasonOf(error) === reason;

interface SchemaIssue {
  message: string;
  path?: readonly (PropertyKey | { key: PropertyKey })[] | undefined;
}

/**
 * A success answer of another shape than the contract's (`catchSchemaFailure` of both APIs): an
 * `unexpected` error whose message says, for the logs, where the shape first differed.
 */
export function schemaFailureToApiError(
  error: Error & { issues?: readonly SchemaIssue[] },
): ApiError {
  const issue = error.issues?.[0];
  const path = (issue?.path ?? [])
    .map((part) => String(typeof part === 'object' ? part.key : part))
    .join('.');
  return {
    kind: 'unexpected',
    status: 'PARSING_ERROR',
    message: `Malformed response: ${path || '(body)'}: ${issue?.message ?? error.message}`,
  };
}
