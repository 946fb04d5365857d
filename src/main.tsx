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
import { startLanguage } from '@/shared/i18n/start-language';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { initMonitoring, setMonitoringAttributes } from '@/shared/monitoring/monitoring';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { showToast } from '@/shared/ui/toast';
import { AppProviders } from './app/providers';
import { trackPageViews } from './app/page-views';
import { createRoutes } from './app/routes';
import { makeStore } from './app/store';
import { listenForUnhandledRejections } from './app/unhandled-rejections';

/**
 * Start-up order matters: monitoring (lazy), store and rehydration, language, the stored user, and
 * only then the router, whose loaders start at once.
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
  await new Promise<void>((resolve) => {
    if (!persistor || persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
  await startLanguage(store, i18n);

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

  const router = createBrowserRouter(createRoutes({ store, auth, i18n }));
  trackPageViews(router);

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
