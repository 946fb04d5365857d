import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { isErrorKind } from '@/shared/api/api-error';
import { settle, type LoaderStore } from '@/shared/api/settle';
import { licensingApi } from '../api/licensing-api';

export const LICENCE_NOT_FOUND = 'Licence not found';

/**
 * A licence page needs its licence: one of another company, of another country's section, or
 * none at all is not found (404). Runs after the sign-in check.
 */
export const licenceLoader =
  (store: LoaderStore) =>
  async ({ params }: LoaderFunctionArgs, country: 'DE' | 'AT') => {
    const { companyId = '', processId = '' } = params;
    try {
      const licence = await settle(
        store.dispatch(licensingApi.endpoints.getLicence.initiate({ companyId, processId })),
      );
      if (licence.country !== country) throw data(LICENCE_NOT_FOUND, { status: 404 });
    } catch (error) {
      if (isErrorKind(error, 'notFound'))
        throw data(LICENCE_NOT_FOUND, { status: 404, statusText: LICENCE_NOT_FOUND });
      throw error;
    }
    return null;
  };
