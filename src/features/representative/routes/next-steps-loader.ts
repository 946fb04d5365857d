import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { isErrorKind } from '@/shared/api/api-error';
import { settle, type LoaderStore } from '@/shared/api/settle';
import { representationApi } from '../api/representation-api';

const ORDER_NOT_FOUND = 'Order not found';

/** The next-steps page needs its order: one of another company, or none, is not found (404). */
export const nextStepsLoader =
  (store: LoaderStore) =>
  async ({ params }: LoaderFunctionArgs) => {
    const { companyId = '', processId = '' } = params;
    try {
      await settle(
        store.dispatch(
          representationApi.endpoints.getRepresentationOrder.initiate({ companyId, processId }),
        ),
      );
    } catch (error) {
      if (isErrorKind(error, 'notFound'))
        throw data(ORDER_NOT_FOUND, { status: 404, statusText: ORDER_NOT_FOUND });
      throw error;
    }
    return null;
  };
