import type { i18n as I18n } from 'i18next';
import { makeStore, type RootState } from '@/app/store';
import { FakeAuth } from './fake-auth';

/** A fresh store per test (RTK Query caches must not leak between tests). */
export function makeTestStore(
  options: {
    auth?: FakeAuth;
    i18n?: I18n;
    preloadedState?: Partial<RootState>;
    storage?: Storage;
  } = {},
) {
  const auth = options.auth ?? new FakeAuth();
  const { store, persistor } = makeStore({ ...options, auth });
  return { store, persistor, auth };
}
