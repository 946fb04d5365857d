import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  createMigrate,
  persistReducer,
  persistStore,
  type PersistConfig,
  type Persistor,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import type { i18n as I18n } from 'i18next';
import { accountApi } from '@/shared/api/account-api';
import { mainApi } from '@/shared/api/main-api';
import type { AuthPort } from '@/shared/auth/auth-port';
import { authSlice } from '@/shared/auth/auth-slice';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { localeSlice } from '@/shared/i18n/locale-slice';
import { sanitizeTokens } from '@/shared/lib/sanitize-tokens';
import type { ThunkExtra } from '@/shared/lib/thunk-extra';
import { companySlice } from '@/features/company/company-slice';
import { featureFlagsSlice } from '@/shared/feature-flags/flag-overrides-slice';
import { registerListeners, type AppStartListening } from './listeners';
import { PERSIST_VERSION, createSpecKeyedStorage, persistMigrations } from './persist-storage';

const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [companySlice.reducerPath]: companySlice.reducer,
  [localeSlice.reducerPath]: localeSlice.reducer,
  [featureFlagsSlice.reducerPath]: featureFlagsSlice.reducer,
  [accountApi.reducerPath]: accountApi.reducer,
  [mainApi.reducerPath]: mainApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  auth: AuthPort;
  /** The translations; a new, not yet initialised instance when not given. */
  i18n?: I18n;
  preloadedState?: Partial<RootState>;
  /** Browser storage to persist the selected company and the locale into; none in most tests. */
  storage?: globalThis.Storage;
}

export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

export function makeStore({ auth, i18n, preloadedState, storage }: MakeStoreOptions) {
  const extra: ThunkExtra = {
    auth,
    i18n: i18n ?? createI18nInstance(),
    purgePersistedState: async () => undefined,
  };
  // One listener middleware per store, so tests never share listeners.
  const listener = createListenerMiddleware<RootState, AppDispatch, ThunkExtra>({ extra });
  registerListeners(listener.startListening as AppStartListening);
  const reducer = storage
    ? persistReducer(
        {
          key: 'root',
          version: PERSIST_VERSION,
          storage: createSpecKeyedStorage(storage),
          serialize: false,
          deserialize: false,
          // Only the chosen company and language; never the session, never API caches.
          whitelist: [companySlice.reducerPath, localeSlice.reducerPath],
          migrate: createMigrate(persistMigrations, { debug: false }),
          // Merge the stored fields into each slice: the default (level 1) replaces a whole slice
          // with what storage holds, which drops fields that are not persisted (`locale.current`).
          stateReconciler: autoMergeLevel2,
          timeout: 1000,
        } as PersistConfig<RootState>,
        rootReducer,
      )
    : rootReducer;

  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(accountApi.middleware, mainApi.middleware),
    devTools:
      process.env.NODE_ENV !== 'production'
        ? {
            name: 'EPR compliance',
            actionSanitizer: (action) => sanitizeTokens(action),
            stateSanitizer: (state) => sanitizeTokens(state),
          }
        : false,
  });

  const persistor: Persistor | null = storage ? persistStore(store) : null;
  if (persistor) extra.purgePersistedState = () => persistor.purge();
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
