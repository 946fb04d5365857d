// First: notistack (goober) inserts its styles while its module loads and needs the nonce then.
import './app/csp-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { enqueueSnackbar } from 'notistack';
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
import { createI18n } from '@/shared/i18n/i18n';
import { languageApplied, selectChosenLanguage } from '@/shared/i18n/locale-slice';
import { initMonitoring, setMonitoringAttributes } from '@/shared/monitoring/monitoring';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { AppProviders } from './app/providers';
import { trackPageViews } from './app/page-views';
import { createRoutes } from './app/routes';
import { SessionContext } from './app/session-context';
import { makeStore } from './app/store';
import { listenForUnhandledRejections } from './app/unhandled-rejections';

/**
 * Start-up order matters (architecture guide): config, monitoring (lazy), store and rehydration,
 * language, the stored user, and only then the router, whose loaders start at once.
 */
async function bootstrap() {
  void initMonitoring(config.monitoring);

  const auth = new AuthService({
    settings: createOidcSettings(config),
    // Only called when a sign-in starts, long after the store below exists.
    getLocale: () => store.getState().locale.current,
  });
  const { store, persistor } = makeStore({ auth, storage: window.localStorage });
  await new Promise<void>((resolve) => {
    if (!persistor || persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });

  const language = detectLanguage(selectChosenLanguage(store.getState()), browserLanguages());
  store.dispatch(languageApplied(language));
  document.documentElement.lang = language;
  const i18n = await createI18n(language);

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
    showDefaultError: () => enqueueSnackbar(i18n.t('defaultError'), { variant: 'error' }),
  });

  const router = createBrowserRouter(createRoutes(store, auth));
  trackPageViews(router);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n} auth={auth}>
        <SessionContext.Provider value={{ store, persistor, auth }}>
          <ErrorBoundary>
            <RouterProvider router={router} />
          </ErrorBoundary>
        </SessionContext.Provider>
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
