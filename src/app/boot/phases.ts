import { flushSync } from 'react-dom';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import type { Persistor } from 'redux-persist';
import type { RouteObject } from 'react-router-dom';
import type { AuthService } from '@/shared/auth/auth-service';
import { preloadCoreTexts } from '@/shared/i18n/core-bundles';
import { browserLanguages, detectLanguage } from '@/shared/i18n/detect-language';
import type { Language } from '@/shared/i18n/languages';
import { storedLanguage } from '../persist-storage';
import type { AppStore } from '../store';
import { BootScreen } from './boot-screen';
import type { createRouter } from './create-router';
import { loadAuth } from './load-auth';
import { afterPaint, nextTask } from './next-task';

/** What the phases hand on to each other; each phase fills in its part. */
export interface BootState {
  language?: Language;
  root?: Root;
  /** The session service's chunk (oidc-client-ts), downloading from the second phase on. */
  sessionChunk?: ReturnType<typeof loadAuth>;
  auth?: AuthService;
  i18n?: I18n;
  store?: AppStore;
  persistor?: Persistor | null;
  /** Resolves when the language's core texts are loaded and i18next is initialised. */
  languageReady?: Promise<void>;
  routes?: RouteObject[];
  router?: ReturnType<typeof createRouter>;
}

/**
 * One phase of the start-up. `after` is how the phase starts: `'paint'` once the browser has had
 * a frame to paint (at most 100 ms), `'task'` in a task of its own (`nextTask`: none of the phases
 * holds the main thread for long), `'nothing'` at once.
 */
export interface BootPhase {
  name: string;
  /** What it does. */
  does: string;
  /** Why it exists (and why as a phase of its own). */
  why: string;
  /** What it waits for before it is done (nothing: it is done when its task is). */
  waitsFor: string;
  after: 'nothing' | 'paint' | 'task';
  run(state: BootState): void | Promise<void>;
}

/** A value an earlier phase must have put into the state. */
function need<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`start-up: ${what} is not there yet`);
  return value;
}

/**
 * The start-up, in order. Modules a phase needs are evaluated when it runs (`import()` with
 * `webpackMode: "eager"`: in the entry's chunks, nothing downloads, but nothing is evaluated
 * before the first paint either).
 */
export const BOOT_PHASES: readonly BootPhase[] = [
  {
    name: 'loading-screen',
    does: 'Picks the language (stored choice, else the browser’s) and draws the loading screen',
    why: 'The first paint, from what the entry script carries: no language chunk, store, router, MUI or emotion',
    waitsFor: 'nothing',
    after: 'nothing',
    run(state) {
      // The same choice `startLanguage` makes once the store has rehydrated.
      const language = detectLanguage(storedLanguage(window.localStorage), browserLanguages());
      const root = createRoot(document.getElementById('root')!);
      flushSync(() => root.render(createElement(BootScreen, { language })));
      Object.assign(state, { language, root });
    },
  },
  {
    name: 'first-downloads',
    does: 'Starts downloading the language’s core texts and the session service (oidc-client-ts)',
    why: 'The first round of downloads, after the paint (the loading screen needs none of it); the next phases run while it downloads',
    waitsFor: 'the browser’s paint of the loading screen',
    after: 'paint',
    run(state) {
      // i18next's backend asks webpack for the same chunk later and gets this download.
      preloadCoreTexts(need(state.language, 'the language'));
      state.sessionChunk = loadAuth();
    },
  },
  {
    name: 'store-modules',
    does: 'Evaluates the store’s modules; starts monitoring (aws-rum-web, lazily, only when configured)',
    why: 'Evaluating the store, its APIs and slices is a task of some length: not in the same one as creating the store',
    waitsFor: 'the session service’s chunk',
    after: 'task',
    async run(state) {
      const { startMonitoring } = await import(/* webpackMode: "eager" */ './start-session');
      startMonitoring();
      await need(state.sessionChunk, 'the session chunk');
    },
  },
  {
    name: 'store',
    does: 'Creates the session service, the translations’ instance and the store',
    why: 'What every loader, thunk and the first render read',
    waitsFor: 'nothing',
    after: 'task',
    async run(state) {
      const { createAuthService } = await need(state.sessionChunk, 'the session chunk');
      const { createStore } = await import(/* webpackMode: "eager" */ './start-session');
      Object.assign(state, createStore(createAuthService));
    },
  },
  {
    name: 'rehydration',
    does: 'Waits for redux-persist, then sets the language in the store and starts i18next',
    why: 'The stored company and language are in the store before anything reads them; the language is known at once (loaders put it into addresses), its texts download meanwhile',
    waitsFor: 'redux-persist’s rehydration (local storage)',
    after: 'task',
    async run(state) {
      const { rehydrated } = await import(/* webpackMode: "eager" */ './start-session');
      const { startLanguage } = await import(
        /* webpackMode: "eager" */ '@/shared/i18n/start-language'
      );
      await rehydrated(state.persistor ?? null);
      state.languageReady = startLanguage(need(state.store, 'the store'), need(state.i18n, 'i18n'));
    },
  },
  {
    name: 'session',
    does: 'Reads the stored user; the store follows the session from now on; unhandled rejections are caught',
    why: 'The session is restored before the router decides: the first loaders’ sign-in checks read it',
    waitsFor: 'oidc-client-ts reading the stored user (session storage)',
    after: 'task',
    async run(state) {
      const { restoreSession } = await import(/* webpackMode: "eager" */ './start-session');
      await restoreSession(
        need(state.store, 'the store'),
        need(state.auth, 'the session service'),
        need(state.i18n, 'i18n'),
      );
    },
  },
  {
    name: 'route-modules',
    does: 'Evaluates the route tree’s modules (loaders, the APIs they call)',
    why: 'One of the dearer tasks of the start-up: apart from building the tree and starting the router',
    waitsFor: 'nothing',
    after: 'task',
    async run() {
      await import(/* webpackMode: "eager" */ '../routes');
    },
  },
  {
    name: 'route-tree',
    does: 'Builds the route tree with the store, the session service and i18next',
    why: 'The router needs it',
    waitsFor: 'nothing',
    after: 'task',
    async run(state) {
      const { createRoutes } = await import(/* webpackMode: "eager" */ '../routes');
      state.routes = createRoutes({
        store: need(state.store, 'the store'),
        auth: need(state.auth, 'the session service'),
        i18n: need(state.i18n, 'i18n'),
      });
    },
  },
  {
    name: 'router',
    does: 'Creates the router and records page views from it',
    why: 'Creating it starts the address’s loaders and lazy modules (layout, page and their namespaces): the second round of downloads, beside the language’s texts, not after them',
    waitsFor: 'nothing (the loaders go on in the background)',
    after: 'task',
    async run(state) {
      const { createRouter } = await import(/* webpackMode: "eager" */ './create-router');
      state.router = createRouter(need(state.routes, 'the route tree'));
    },
  },
  {
    name: 'style-modules',
    does: 'Evaluates MUI’s styling and emotion (the theme’s modules)',
    why: 'In a task of its own while the texts download, not in the first render',
    waitsFor: 'nothing',
    after: 'task',
    async run() {
      await import(/* webpackMode: "eager" */ '../theme/style-root');
    },
  },
  {
    name: 'texts',
    does: 'Waits for the language’s core texts',
    why: 'The first render shows text: no keys, no second render in another language',
    waitsFor: 'the language’s core chunk and i18next’s initialisation',
    after: 'nothing',
    async run(state) {
      await need(state.languageReady, 'the language');
    },
  },
  {
    name: 'theme',
    does: 'Builds the theme of the language (with its MUI locale), which the first render takes from the cache',
    why: 'The CSS variables of both colour schemes are the dearest part of the first render (tens of ms); a task of its own',
    waitsFor: 'nothing',
    after: 'task',
    async run(state) {
      const { themeFor } = await import(/* webpackMode: "eager" */ '../theme/style-root');
      themeFor(need(state.language, 'the language'));
    },
  },
  {
    name: 'region-names',
    does: 'Creates the language’s `Intl.DisplayNames` for country names, which the first render takes from the cache',
    why: 'The first one in a page loads the browser’s locale data: 20-40 ms measured in Chromium (later ones under 0.1 ms); the navigation and the dashboard name countries in their first render',
    waitsFor: 'nothing',
    after: 'task',
    async run(state) {
      const { regionNamesFor } = await import(
        /* webpackMode: "eager" */ '@/shared/i18n/region-names'
      );
      regionNamesFor(need(state.language, 'the language'));
    },
  },
  {
    name: 'app-modules',
    does: 'Evaluates the providers and the error boundary',
    why: 'Apart from the first render, which is the longest part',
    waitsFor: 'nothing',
    after: 'task',
    async run() {
      await import(/* webpackMode: "eager" */ './render-app');
    },
  },
  {
    name: 'first-render',
    does: 'Renders the app over the loading screen, as a transition',
    why: 'React renders a transition in slices and swaps it in complete: no long task, no half-drawn page',
    waitsFor: 'nothing (the router shows the page when its loaders are done)',
    after: 'task',
    async run(state) {
      const { renderApp } = await import(/* webpackMode: "eager" */ './render-app');
      renderApp(
        need(state.root, 'the root'),
        need(state.store, 'the store'),
        need(state.i18n, 'i18n'),
        need(state.router, 'the router'),
      );
    },
  },
];

/** Runs the phases in order, each as it says (`after`); resolves with what they built. */
export async function boot(
  phases: readonly BootPhase[] = BOOT_PHASES,
  state: BootState = {},
): Promise<BootState> {
  for (const phase of phases) {
    if (phase.after === 'paint') await afterPaint();
    else if (phase.after === 'task') await nextTask();
    await phase.run(state);
  }
  return state;
}
