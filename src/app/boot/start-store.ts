import { config } from '@/shared/config/config';
import {
  sessionExpired,
  sessionExpiring,
  sessionRenewalFailing,
  sessionRenewalRecovered,
  userLoaded,
  userSignedOut,
} from '@/shared/auth/auth-slice';
import { toSessionCopy } from '@/shared/auth/session-user';
import { startLanguage } from '@/shared/i18n/start-language';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { initMonitoring, setMonitoringAttributes } from '@/shared/monitoring/monitoring';
import { showToast } from '@/shared/ui/toast';
import { makeStore } from '../store';
import { listenForUnhandledRejections } from '../unhandled-rejections';
import { loadAuth } from './load-auth';
import { nextTask } from './next-task';

/**
 * Start-up, the store and the session: monitoring (lazy), the session service (its own chunk), the
 * store and its rehydration, the language (the store knows it at once, its texts download;
 * `languageReady` says when they are there), the stored user. What the router's loaders need
 * before they run.
 */
export async function startStore() {
  void initMonitoring(config.monitoring);

  const { createAuthService } = await loadAuth();
  // Creating the store and reading the session are tasks of their own: the awaits in between
  // (storage, a chunk already loaded) would otherwise go on in the same task.
  await nextTask();
  // The locale is only asked for when a sign-in starts, long after the store below exists.
  const auth = createAuthService(config, () => store.getState().locale.current);
  const i18n = createI18nInstance();
  const { store, persistor } = makeStore({ auth, i18n, storage: window.localStorage });
  await nextTask();

  await new Promise<void>((resolve) => {
    if (!persistor || persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
  // The language's texts are needed for the first render, not before: the stored user is read
  // and the router's loaders start while they download.
  const languageReady = startLanguage(store, i18n);

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
  return { store, auth, i18n, languageReady };
}

export type StartedStore = Awaited<ReturnType<typeof startStore>>;
