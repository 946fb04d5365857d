import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The four kinds every failed API call is classified into, once, in the base query. */
export type ApiErrorKind = 'unauthorized' | 'notFound' | 'network' | 'unexpected';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status, or the fetch failure code (`TIMEOUT_ERROR`, `FETCH_ERROR`, `PARSING_ERROR`). */
  status: number | string;
  /** A server-provided message, if the body carried one; never shown untranslated to users. */
  message?: string;
}

export function classifyStatus(status: number | string): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 'TIMEOUT_ERROR' || status === 'FETCH_ERROR') return 'network';
  return 'unexpected';
}

function serverMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object') {
    const d = data as { message?: unknown; error?: unknown };
    if (typeof d.message === 'string') return d.message;
    if (typeof d.error === 'string') return d.error;
  }
  return undefined;
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  // PARSING_ERROR and CUSTOM_ERROR carry the original status; what matters is that a 2xx with an
  // unreadable body is 'unexpected', as is any status outside the known ones.
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  const kind =
    error.status === 'PARSING_ERROR' || error.status === 'CUSTOM_ERROR'
      ? 'unexpected'
      : classifyStatus(status);
  const message = 'data' in error ? serverMessage(error.data) : undefined;
  return message ? { kind, status, message } : { kind, status };
}

export function isApiError(value: unknown): value is ApiError {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<ApiError>;
  return (
    (v.kind === 'unauthorized' ||
      v.kind === 'notFound' ||
      v.kind === 'network' ||
      v.kind === 'unexpected') &&
    (typeof v.status === 'number' || typeof v.status === 'string')
  );
}
