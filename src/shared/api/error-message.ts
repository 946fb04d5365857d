import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DENIAL_REASONS, type DenialReason } from '@/shared/contract/account/reasons';
import { isApiError } from './api-error';

type ErrorKey =
  | 'errors.unexpected.message'
  | 'errors.network.message'
  | 'errors.notFound.message'
  | 'errors.unauthorized'
  | 'errors.rejected'
  | 'errors.forbidden'
  | 'errors.rateLimited'
  | 'errors.rateLimitedLater'
  | 'errors.tooLarge'
  | 'errors.tooLargeNoLimit'
  | `fieldErrors.${UploadContentReason}`
  | `permissions.${DenialReason}`;

/** TRUST-7: an upload's 400 that says what is wrong with the file itself, not with a form field. */
const UPLOAD_CONTENT_REASONS = ['contentMismatch', 'notText'] as const;
type UploadContentReason = (typeof UPLOAD_CONTENT_REASONS)[number];

function uploadContentReason(fields: Record<string, string> | undefined) {
  return Object.values(fields ?? {}).find((reason): reason is UploadContentReason =>
    (UPLOAD_CONTENT_REASONS as readonly string[]).includes(reason),
  );
}

const isDenialReason = (reason: string | undefined): reason is DenialReason =>
  (DENIAL_REASONS as readonly (string | undefined)[]).includes(reason);

/** What went wrong with a call, as a `common` translation key (server texts are never shown). */
export function errorMessageKey(error: unknown): ErrorKey {
  if (!isApiError(error)) return 'errors.unexpected.message';
  switch (error.kind) {
    case 'network':
      return 'errors.network.message';
    case 'notFound':
      return 'errors.notFound.message';
    case 'unauthorized':
      return 'errors.unauthorized';
    default: {
      // TRUST-7: a file refused for its content has no field to show the reason on: say it here.
      const contentReason = error.status === 400 ? uploadContentReason(error.fields) : undefined;
      if (contentReason) return `fieldErrors.${contentReason}`;
      if (error.status === 400 || error.status === 409 || error.status === 422)
        return 'errors.rejected';
      // TRUST-8: too many mails (or requests); the message says when to try again.
      // TRUST-7: a file larger than the endpoint takes; the message names the limit if known.
      if (error.status === 413)
        return error.limitBytes === undefined ? 'errors.tooLargeNoLimit' : 'errors.tooLarge';
      if (error.status === 429) {
        return error.retryAt === undefined ? 'errors.rateLimitedLater' : 'errors.rateLimited';
      }
      if (error.status === 403) {
        return isDenialReason(error.reason) ? `permissions.${error.reason}` : 'errors.forbidden';
      }
      return 'errors.unexpected.message';
    }
  }
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
