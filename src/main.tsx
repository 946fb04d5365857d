// First: notistack (goober) inserts its styles while its module loads, and needs the nonce then.
import './app/csp-nonce';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { browserLanguages, detectLanguage } from '@/shared/i18n/detect-language';
import { preloadCoreTexts } from '@/shared/i18n/core-bundles';
import { regionNamesFor } from '@/shared/i18n/region-names';
import { BootScreen } from './app/boot/boot-screen';
import { loadAuth } from './app/boot/load-auth';
import { afterPaint, nextTask } from './app/boot/next-task';
import { storedLanguage } from './app/persist-storage';

/** Runs `work` in a task of its own, after everything the current one has queued. */
async function step<T>(work: () => T | Promise<T>): Promise<T> {
  await nextTask();
  return work();
}

/**
 * The entry paints first and starts the app after, in steps that each are a task of their own, so
 * none holds the main thread for long: the loading screen (drawn from what the entry brings: no
 * language chunk, store, router or MUI), the store and session, the routes, the router (its
 * loaders and chunks start), the theme, the first `Intl` helpers, the app's first render. The
 * modules of a step are evaluated when it starts: they are in the entry's chunks (`eager`),
 * nothing downloads in between.
 */
async function main() {
  // The same choice `startLanguage` makes once the store has rehydrated.
  const language = detectLanguage(storedLanguage(window.localStorage), browserLanguages());
  const root = createRoot(document.getElementById('root')!);
  flushSync(() => root.render(<BootScreen language={language} />));
  await afterPaint();
  // The first round of downloads (texts, session service; the router adds the page's chunks),
  // after the first paint: nothing the loading screen needs.
  preloadCoreTexts(language);
  loadAuth().catch(() => undefined);

  const { startStore } = await import(/* webpackMode: "eager" */ './app/boot/start-store');
  const started = await step(startStore);
  const { createRoutes, startRouter } = await step(
    () => import(/* webpackMode: "eager" */ './app/boot/start-router'),
  );
  const routes = await step(() => createRoutes(started));
  const router = await step(() => startRouter(routes));

  const { themeFor } = await step(
    () => import(/* webpackMode: "eager" */ './app/theme/style-root'),
  );
  await started.languageReady;
  // The theme (CSS variables of both schemes) is the dearest part of the first render; the first
  // `Intl.DisplayNames` loads locale data.
  await step(() => themeFor(language));
  await step(() => regionNamesFor(language));

  const { renderApp } = await step(
    () => import(/* webpackMode: "eager" */ './app/boot/render-app'),
  );
  await step(() => renderApp(root, started, router));
}

void main();
