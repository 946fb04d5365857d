// First: notistack (goober) inserts its styles while its module loads, and needs the nonce then.
import './app/csp-nonce';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { browserLanguages, detectLanguage } from '@/shared/i18n/detect-language';
import { preloadCoreTexts } from '@/shared/i18n/core-bundles';
import { BootScreen } from './app/boot/boot-screen';
import { loadAuth } from './app/boot/load-auth';
import { afterPaint, nextTask } from './app/boot/next-task';
import { storedLanguage } from './app/persist-storage';

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
  await nextTask();
  const started = await startStore();
  await nextTask();

  const { createRoutes, startRouter } = await import(
    /* webpackMode: "eager" */ './app/boot/start-router'
  );
  await nextTask();
  const routes = createRoutes(started);
  await nextTask();
  const router = startRouter(routes);
  await nextTask();

  const { themeFor } = await import(/* webpackMode: "eager" */ './app/theme/style-root');
  await started.languageReady;
  await nextTask();
  // The theme (CSS variables of both schemes) is the dearest part of the first render.
  themeFor(language);
  await nextTask();
  const { prepareFormats } = await import(/* webpackMode: "eager" */ '@/shared/i18n/region-names');
  prepareFormats(language);
  await nextTask();

  const { renderApp } = await import(/* webpackMode: "eager" */ './app/boot/render-app');
  await nextTask();
  renderApp(root, started, router);
}

void main();
