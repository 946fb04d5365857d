import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '@/shared/ui/error-boundary';
import { AppProviders } from '../providers';
import { RouterMount } from './router-mount';
import type { StartedStore } from './start-store';

/**
 * Start-up, last stage: the app replaces the loading screen in a transition, which React renders
 * in slices and swaps in when it is complete.
 */
export function renderApp(
  root: Root,
  { store, i18n }: StartedStore,
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
