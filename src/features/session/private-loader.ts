import { featureFlagsApi } from '@/shared/api/feature-flags-api';
import { settle, type LoaderStore } from '@/shared/api/settle';
import { userApi } from '@/shared/api/user-api';

/**
 * The signed-in area's data, after the sign-in check (the route tree wraps every signed-in loader
 * in it): the signed-in feature flags and the account service's user, in parallel. React Router
 * runs nested loaders together, so the company loader's companies come in the same round.
 */
export const privateLoader = (store: LoaderStore) => async () => {
  await Promise.all([
    settle(store.dispatch(featureFlagsApi.endpoints.featureFlags.initiate({ signedIn: true }))),
    settle(store.dispatch(userApi.endpoints.getUser.initiate())),
  ]);
  return null;
};
