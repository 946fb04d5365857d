import { data } from 'react-router-dom';
import { settle, type LoaderStore } from '@/shared/api/settle';
import { userApi } from '@/shared/api/user-api';

export const NOT_AN_ADVISER = 'Advisers only';

/** The adviser workspace is for users who work for an adviser firm: anyone else gets a 403 page. */
export const workspaceLoader = (store: LoaderStore) => async () => {
  const user = await settle(store.dispatch(userApi.endpoints.getUser.initiate()));
  if (!user.proId) throw data(NOT_AN_ADVISER, { status: 403, statusText: NOT_AN_ADVISER });
  return null;
};
