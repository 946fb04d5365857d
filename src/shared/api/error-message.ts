import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorReason } from '@/shared/contract/account/reasons';
import { isApiError } from './api-error';
import { ERROR_CATALOGUE, reasonKey } from './error-catalogue';

/** TRUST-7: an upload's 400 that says what is wrong with the file itself, not with a form field. */
const UPLOAD_CONTENT_REASONS = ['contentMismatch', 'notText'] as const;
type UploadContentReason = (typeof UPLOAD_CONTENT_REASONS)[number];

function uploadContentReason(fields: Record<string, string> | undefined) {
  return Object.values(fields ?? {}).find((reason): reason is UploadContentReason =>
    (UPLOAD_CONTENT_REASONS as readonly string[]).includes(reason),
  );
}

type CatalogueMessage = (typeof ERROR_CATALOGUE)[keyof typeof ERROR_CATALOGUE]['message'];

/** A `common` key of an error message. */
export type ErrorMessageKey =
  | `errors.${CatalogueMessage}`
  | 'errors.rateLimited'
  | 'errors.tooLarge'
  | `errors.reasons.${ErrorReason}`
  | `fieldErrors.${UploadContentReason}`;

/**
 * What went wrong with a call, as a `common` translation key (server texts are never shown): the
 * catalogue's message of its kind; more precisely, the reason the service gave (a refusal, a
 * conflict), a file refused for its content (TRUST-7), when to try again (429, TRUST-8) or the
 * largest file taken (413, TRUST-7).
 */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (!isApiError(error)) return `errors.${ERROR_CATALOGUE.unexpected.message}`;
  // TRUST-8: too many mails (or requests); the message says when to try again, if known.
  if (error.kind === 'rateLimited' && error.retryAt !== undefined) return 'errors.rateLimited';
  // TRUST-7: a file larger than the endpoint takes; the message names the limit if known.
  if (error.kind === 'tooLarge' && error.limitBytes !== undefined) return 'errors.tooLarge';
  // TRUST-7: a file refused for its content has no field to show the reason on: say it here.
  const contentReason = error.status === 400 ? uploadContentReason(error.fields) : undefined;
  if (contentReason) return `fieldErrors.${contentReason}`;
  if (error.reason && error.kind !== 'rateLimited') return reasonKey(error.reason);
  return `errors.${ERROR_CATALOGUE[error.kind].message}`;
}

/** A `common` key under `errors.failed.`: what happened to a call that may succeed when repeated. */
type PassingFailure = 'offline' | 'timeout' | 'server' | 'unreadable' | 'unexpected';

/**
 * TRUST-17: a failure that repeating the same request may mend (the connection, a timeout, the
 * server's own trouble, an answer it could not read), said precisely; `null` for an answer about
 * the request itself (refused, conflicting, too large, too many), which the same request would get
 * again.
 */
export function passingFailure(error: unknown): PassingFailure | null {
  if (!isApiError(error)) return 'unexpected';
  if (error.kind === 'network') return error.status === 'TIMEOUT_ERROR' ? 'timeout' : 'offline';
  // A reason (an invitation withdrawn, 410) is the service's answer, not a failure.
  if (error.kind !== 'unexpected' || error.reason) return null;
  const { status } = error;
  if (status === 'PARSING_ERROR' || (typeof status === 'number' && status < 300))
    return 'unreadable';
  return typeof status === 'number' && status >= 500 ? 'server' : 'unexpected';
}

/** When to try again, as the user's clock says it (with the date when it is not today). */
export function retryTimeText(retryAt: number, language: string, now = Date.now()): string {
  const at = new Date(retryAt);
  const sameDay = new Date(now).toDateString() === at.toDateString();
  return new Intl.DateTimeFormat(
    language,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(at);
}

/** A size in bytes as the user's language writes megabytes ("5 MB", "5 Mo"). */
export function fileSizeText(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
}

/**
 * The one translation of a reason the service gives (403, 409, 410, 429) or the permission table
 * names: `common`, `errors.reasons.<code>`.
 */
export function useReasonText(): (reason: ErrorReason) => string {
  const { t } = useTranslation('common');
  return useCallback((reason: ErrorReason) => t(reasonKey(reason)), [t]);
}

/** A failed call, said in the user's language. */
export function useErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (error: unknown) => {
      const key = errorMessageKey(error);
      if (key === 'errors.rateLimited' && isApiError(error) && error.retryAt !== undefined) {
        return t(key, { time: retryTimeText(error.retryAt, i18n.language) });
      }
      if (key === 'errors.tooLarge' && isApiError(error) && error.limitBytes !== undefined) {
        return t(key, { limit: fileSizeText(error.limitBytes, i18n.language) });
      }
      return t(key);
    },
    [t, i18n],
  );
}
