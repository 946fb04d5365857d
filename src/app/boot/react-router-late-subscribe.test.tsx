import { screen } from '@testing-library/react';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router-dom';
import { createI18nInstance, initI18n } from '@/shared/i18n/i18n';
import { RouterMount } from './react-router-late-subscribe';

let finishLoader: () => void = () => undefined;

/**
 * Part of the first render after the router: lets the router's loader finish and holds the render
 * up, so React yields to the event loop (where the loader's result arrives) before committing.
 */
function Slow({ finish = false }: { finish?: boolean }) {
  if (finish) finishLoader();
  const until = performance.now() + 20;
  while (performance.now() < until) {
    // busy
  }
  return null;
}

/** Notes whether the router had finished loading when the first render was committed. */
let readyAtCommit: boolean | undefined;
function CommitProbe({ ready }: { ready: () => boolean }) {
  useLayoutEffect(() => {
    readyAtCommit ??= ready();
  });
  return null;
}

let actEnvironment: unknown;
beforeEach(() => {
  // React renders here as in the browser (in slices, yielding to timers), not inside act().
  actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

it('[PERF-1][UI-1] a router whose loader finishes while the sliced first render is under way still shows the page', async () => {
  const i18n = await initI18n(createI18nInstance(), 'en');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        // Finishes while the render below has yielded (after Slow), before it commits.
        loader: () => new Promise((resolve) => (finishLoader = () => resolve(null))),
        HydrateFallback: () => <p>Waiting</p>,
        element: <h1>Page</h1>,
      },
    ],
    { initialEntries: ['/'] },
  );
  // The router is watched from outside too (as the app's page-view tracking does).
  router.subscribe(() => undefined);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const app = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      {children}
      <Slow finish />
      {/* More slices: the loader's result takes a few turns of the event loop to arrive. */}
      <Slow />
      <Slow />
      <Slow />
      <CommitProbe ready={() => router.state.initialized} />
    </I18nextProvider>
  );
  startTransition(() => root.render(app(<RouterMount router={router} />)));
  expect(await screen.findByRole('heading', { name: 'Page' }, { timeout: 2000 })).toBeVisible();
  // The case in question: the loader had finished before the first render was committed.
  expect(readyAtCommit).toBe(true);
  root.unmount();
  container.remove();
});
