// First: notistack (goober) inserts its styles while its module loads, and needs the nonce then.
import './app/csp-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { config } from '@/shared/config/config';
import { AuthService } from '@/shared/auth/auth-service';
import { createOidcSettings } from '@/shared/auth/oidc-settings';
import {
  sessionExpired,
  sessionExpiring,
  userLoaded,
  userSignedOut,
} from '@/shared/auth/auth-slice';
import { toSessionCopy } from '@/shared/auth/session-user';
import { browserLanguages, detectLanguage } from '@/shared/i18n/detect-language';
import { startLanguage } from '@/shared/i18n/start-language';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { initMonitoring, setMonitoringAttributes } from '@/shared/monitoring/monitoring';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { showToast } from '@/shared/ui/toast';
import { AppProviders } from './app/providers';
import { trackPageViews } from './app/page-views';
import { storedLanguage } from './app/persist-storage';
import { preloadFirstScreen } from './app/preload-first-screen';
import { createRoutes } from './app/routes';
import { makeStore } from './app/store';
import { listenForUnhandledRejections } from './app/unhandled-rejections';

/**
 * Start-up order matters: monitoring (lazy), store and rehydration, the language (the store knows
 * it at once, its texts download), the stored user, and only then the router, whose loaders start
 * at once; the first render waits for the texts. The downloads the first screen needs (its
 * language, layout and page) start before all of that, together.
 */
async function bootstrap() {
  void initMonitoring(config.monitoring);

  const auth = new AuthService({
    settings: createOidcSettings(config),
    // Only called when a sign-in starts, long after the store below exists.
    getLocale: () => store.getState().locale.current,
  });
  const i18n = createI18nInstance();
  const { store, persistor } = makeStore({ auth, i18n, storage: window.localStorage });
  const routes = createRoutes({ store, auth, i18n });
  // The same choice `startLanguage` makes once the store has rehydrated.
  const language = detectLanguage(storedLanguage(window.localStorage), browserLanguages());
  preloadFirstScreen(routes, window.location, language);

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
  });
  await auth.load();

  listenForUnhandledRejections({
    auth,
    showDefaultError: () => void showToast(i18n.t('defaultError'), 'error'),
  });

  const router = createBrowserRouter(routes);
  trackPageViews(router);
  await languageReady;

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <ErrorBoundary>
          <RouterProvider router={router} />
        </ErrorBoundary>
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
