import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ThunkExtra } from '@/shared/lib/thunk-extra';

/** The part of the store that loaders use; features type its state structurally. */
export interface LoaderStore<S = unknown> {
  getState(): S;
  dispatch: ThunkDispatch<S, ThunkExtra, UnknownAction>;
}

/**
 * Awaits a dispatched RTK Query `initiate()` from a loader: the cache entry is shared with the
 * components that render next, a failure throws the classified `ApiError`, and the subscription
 * never leaks. `settle(store.dispatch(api.endpoints.x.initiate(arg)))`.
 */
export async function settle<T>(subscription: {
  unwrap(): Promise<T>;
  unsubscribe(): void;
}): Promise<T> {
  try {
    return await subscription.unwrap();
  } finally {
    subscription.unsubscribe();
  }
}
