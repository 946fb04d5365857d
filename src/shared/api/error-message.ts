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
  | `permissions.${DenialReason}`;

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
    default:
      if (error.status === 400 || error.status === 409 || error.status === 422)
        return 'errors.rejected';
      if (error.status === 403) {
        return isDenialReason(error.reason) ? `permissions.${error.reason}` : 'errors.forbidden';
      }
      return 'errors.unexpected.message';
  }
}

/** A failed call, said in the user's language. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback((error: unknown) => t(errorMessageKey(error)), [t]);
}
