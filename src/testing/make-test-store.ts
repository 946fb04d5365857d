import { makeStore, type RootState } from '@/app/store';
import { FakeAuth } from './fake-auth';

/** A fresh store per test (RTK Query caches must not leak between tests). */
export function makeTestStore(
  options: { auth?: FakeAuth; preloadedState?: Partial<RootState>; storage?: Storage } = {},
) {
  const auth = options.auth ?? new FakeAuth();
  const { store, persistor } = makeStore({ ...options, auth });
  return { store, persistor, auth };
}
