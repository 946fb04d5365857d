import { data } from 'react-router-dom';
import { settle, type LoaderStore } from '@/shared/api/settle';
import { userApi } from '@/shared/api/user-api';

export const ADMINS_ONLY = 'Administrators only';

/** The administration is for platform administrators: anyone else gets a 403 page. */
export const adminLoader = (store: LoaderStore) => async () => {
  const user = await settle(store.dispatch(userApi.endpoints.getUser.initiate()));
  if (!user.isAdmin) throw data(ADMINS_ONLY, { status: 403, statusText: ADMINS_ONLY });
  return null;
};
