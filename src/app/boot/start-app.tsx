import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
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
import type { Language } from '@/shared/i18n/languages';
import { initMonitoring, setMonitoringAttributes } from '@/shared/monitoring/monitoring';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { showToast } from '@/shared/ui/toast';
import { AppProviders } from '../providers';
import { trackPageViews } from '../page-views';
import { preloadFirstScreen } from '../preload-first-screen';
import { createRoutes } from '../routes';
import { makeStore } from '../store';
import { themeFor } from '../theme/style-root';
import { listenForUnhandledRejections } from '../unhandled-rejections';
import { afterPaint } from './next-task';
import { RouterMount } from './router-mount';

/**
 * Everything after the first paint, in steps that each leave the main thread free in between:
 * monitoring (lazy), store and rehydration, the language (the store knows it at once, its texts
 * download), the stored user, and only then the router, whose loaders start at once. The downloads
 * the first screen needs (its language, layout and page) start in the first step, together.
 * The app replaces the loading screen in a transition: React renders it in slices and swaps it in
 * when it is complete.
 */
export async function startApp(root: Root, language: Language): Promise<void> {
  void initMonitoring(config.monitoring);

  const auth = new AuthService({
    settings: createOidcSettings(config),
    // Only called when a sign-in starts, long after the store below exists.
    getLocale: () => store.getState().locale.current,
  });
  const i18n = createI18nInstance();
  const { store, persistor } = makeStore({ auth, i18n, storage: window.localStorage });
  const routes = createRoutes({ store, auth, i18n });
  preloadFirstScreen(routes, window.location, language);
  await afterPaint();

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
  await afterPaint();

  const router = createBrowserRouter(routes);
  trackPageViews(router);
  await languageReady;
  await afterPaint();
  // Built in a step of its own: the theme (CSS variables of both schemes) is the dearest part of
  // the first render.
  themeFor(language);
  await afterPaint();

  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store} i18n={i18n}>
          <ErrorBoundary>
            <RouterMount router={router} />
          </ErrorBoundary>
        </AppProviders>
      </StrictMode>,
    );
  });
}
