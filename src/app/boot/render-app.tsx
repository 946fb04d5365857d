import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import type { createBrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { AppProviders } from '../providers';
import type { AppStore } from '../store';
import { RouterMount } from './react-router-late-subscribe';

/**
 * Start-up, last phase: the app replaces the loading screen in a transition, which React renders
 * in slices and swaps in when it is complete.
 */
export function renderApp(
  root: Root,
  store: AppStore,
  i18n: I18n,
  router: ReturnType<typeof createBrowserRouter>,
): void {
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
