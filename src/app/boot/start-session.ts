import type { i18n as I18n } from 'i18next';
import type { Persistor } from 'redux-persist';
import { config } from '@/shared/config/config';
import type { AuthService } from '@/shared/auth/auth-service';
import {
  sessionExpired,
  sessionExpiring,
  sessionRenewalFailing,
  sessionRenewalRecovered,
  userLoaded,
  userSignedOut,
} from '@/shared/auth/auth-slice';
import { toSessionCopy } from '@/shared/auth/session-user';
import type { createAuthService } from '@/shared/auth/create-auth';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { initMonitoring, setMonitoringAttributes } from '@/shared/monitoring/monitoring';
import { showToast } from '@/shared/ui/toast';
import { makeStore, type AppStore } from '../store';
import { listenForUnhandledRejections } from '../unhandled-rejections';

/**
 * What the start-up phases of the store and the session call (`phases.ts`), in one module that the
 * phases evaluate after the first paint: the store, the translations' instance, monitoring.
 */

/** Real-user monitoring: loads aws-rum-web lazily, and only when the runtime config names one. */
export const startMonitoring = () => void initMonitoring(config.monitoring);

/** The session service (oidc-client-ts), the translations' instance and the store with both. */
export function createStore(create: typeof createAuthService) {
  // The locale is only asked for when a sign-in starts, long after the store below exists.
  const auth = create(config, () => store.getState().locale.current);
  const i18n = createI18nInstance();
  const { store, persistor } = makeStore({ auth, i18n, storage: window.localStorage });
  return { auth, i18n, store, persistor };
}

/** Resolves when redux-persist has put the stored company and language back into the store. */
export function rehydrated(persistor: Persistor | null): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!persistor || persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/**
 * The session service tells the store what happens to the session from now on, and the stored
 * user (sessionStorage, through oidc-client-ts) is read: the router decides on it.
 */
export async function restoreSession(store: AppStore, auth: AuthService, i18n: I18n) {
  auth.listen({
    userChanged: (user) => {
      store.dispatch(user ? userLoaded(toSessionCopy(user)) : userSignedOut());
      setMonitoringAttributes({ userId: user?.profile.sub ?? null });
    },
    expiring: () => store.dispatch(sessionExpiring()),
    expired: () => store.dispatch(sessionExpired()),
    renewalFailing: () => store.dispatch(sessionRenewalFailing()),
    renewalRecovered: () => store.dispatch(sessionRenewalRecovered()),
  });
  await auth.load();
  listenForUnhandledRejections({
    auth,
    showDefaultError: () => void showToast(i18n.t('defaultError'), 'error'),
  });
}
