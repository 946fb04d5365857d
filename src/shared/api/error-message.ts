import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/** A failed call, said in the user's language (server texts are never shown untranslated). */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('common:errors.unexpected.message');
  switch (error.kind) {
    case 'network':
      return t('common:errors.network.message');
    case 'notFound':
      return t('common:errors.notFound.message');
    case 'unauthorized':
      return t('common:errors.unauthorized');
    default:
      if (error.status === 400 || error.status === 409 || error.status === 422)
        return t('common:errors.rejected');
      if (error.status === 403) return t('common:errors.forbidden');
      return t('common:errors.unexpected.message');
  }
}
