import { flushSync } from 'react-dom';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import type { Persistor } from 'redux-persist';
import type { AuthService } from '@/shared/auth/auth-service';
import { preloadCoreTexts } from '@/shared/i18n/core-bundles';
import { browserLanguages, detectLanguage } from '@/shared/i18n/detect-language';
import type { Language } from '@/shared/i18n/languages';
import { storedLanguage } from '../persist-storage';
import type { AppStore } from '../store';
import { BootScreen } from './boot-screen';
import type { createRouter } from './create-router';
import { loadAuth } from './load-auth';
import { nextTask } from './next-task';
import { showBootError } from './boot-error';
import { runChain, startWith, type Chain, type Phase } from './pipeline';

/** What the loading screen hands on: the language it is in and the root it is drawn in. */
export interface Shell {
  language: Language;
  root: Root;
}

/** The session service, the translations' instance and the store, not yet rehydrated. */
export interface Services extends Shell {
  auth: AuthService;
  i18n: I18n;
  store: AppStore;
  persistor: Persistor | null;
}

/** The store rehydrated, the stored user read; the language's texts on their way. */
export interface Session extends Services {
  /** Resolves when the language's core texts are loaded and i18next is initialised. */
  languageReady: Promise<void>;
}

export interface Routed extends Session {
  router: ReturnType<typeof createRouter>;
}

/*
 * Modules a phase needs are evaluated when it runs. They are the `start` chunk (HOUSE-6): the app's
 * own start-up code, which the first paint does not need. The store's phase asks for it after the
 * paint, in the one round with the language's texts and the session service that it waits for
 * anyway (a request started before the paint would delay it); the later phases find it there.
 */

export const loadingScreen: Phase<void, Shell> = {
  name: 'loading-screen',
  does: 'Picks the language (stored choice, else the browser’s) and draws the loading screen: the first paint, from what the entry script carries',
  waitsFor: 'nothing',
  after: 'nothing',
  run: async () => {
    // The same choice `startLanguage` makes once the store has rehydrated.
    const language = detectLanguage(storedLanguage(window.localStorage), browserLanguages());
    const root = createRoot(document.getElementById('root')!);
    flushSync(() => root.render(createElement(BootScreen, { language })));
    return { language, root };
  },
};

export const store: Phase<Shell, Services> = {
  name: 'store',
  does: 'Starts the downloads of the language’s core texts, the session service (oidc-client-ts) and the app’s start-up code (`start`), starts monitoring, then creates the session service, the translations’ instance and the store',
  waitsFor:
    'the browser’s paint of the loading screen, then the start-up code’s and the session service’s chunks',
  after: 'paint',
  run: async (shell) => {
    // i18next's backend asks webpack for the same chunk later and gets this download.
    preloadCoreTexts(shell.language);
    const sessionChunk = loadAuth();
    const start = await import(/* webpackChunkName: "start" */ './start-session');
    start.startMonitoring();
    const { createAuthService } = await sessionChunk;
    await nextTask();
    return { ...shell, ...start.createStore(createAuthService) };
  },
};

export const session: Phase<Services, Session> = {
  name: 'session',
  does: 'Waits for redux-persist, sets the language in the store and starts i18next, then reads the stored user: the store follows the session from now on',
  waitsFor:
    'redux-persist’s rehydration (local storage) and oidc-client-ts reading the stored user',
  after: 'task',
  run: async (services) => {
    const { rehydrated, restoreSession } = await import(
      /* webpackChunkName: "start" */ './start-session'
    );
    const { startLanguage } = await import(
      /* webpackChunkName: "start" */ '@/shared/i18n/start-language'
    );
    const { store: appStore, auth, i18n, persistor } = services;
    // The stored company and language are in the store before anything reads them.
    await rehydrated(persistor);
    const languageReady = startLanguage(appStore, i18n);
    // The session is restored before the router decides: the first loaders' sign-in checks read it.
    await restoreSession(appStore, auth, i18n);
    return { ...services, languageReady };
  },
};

export const router: Phase<Session, Routed> = {
  name: 'router',
  does: 'Builds the route tree and creates the router, which starts the address’s loaders and lazy modules: the second round of downloads, beside the language’s texts',
  waitsFor: 'nothing (the loaders go on in the background)',
  after: 'task',
  run: async (ready) => {
    const { createRoutes } = await import(/* webpackChunkName: "start" */ '../routes');
    const routes = createRoutes({ store: ready.store, auth: ready.auth, i18n: ready.i18n });
    // Building the tree and creating the router are tasks of some length: one each.
    await nextTask();
    const { createRouter } = await import(/* webpackChunkName: "start" */ './create-router');
    return { ...ready, router: createRouter(routes) };
  },
};

export const firstRender: Phase<Routed, Routed> = {
  name: 'first-render',
  does: 'Waits for the language’s texts, fills the theme’s and the country names’ caches of the language in tasks of their own, and renders the app over the loading screen as a transition',
  waitsFor: 'the language’s core chunk and i18next’s initialisation',
  after: 'task',
  run: async (routed) => {
    // The first render shows text: no keys, no second render in another language.
    await routed.languageReady;
    const { themeFor } = await import(/* webpackChunkName: "start" */ '../theme/style-root');
    // The CSS variables of both colour schemes: tens of ms, which the render takes from the cache.
    themeFor(routed.language);
    await nextTask();
    const { regionNamesFor } = await import(
      /* webpackChunkName: "start" */ '@/shared/i18n/region-names'
    );
    // The page's first `Intl.DisplayNames` loads the browser's locale data (20-40 ms, Chromium).
    regionNamesFor(routed.language);
    await nextTask();
    const { renderApp } = await import(/* webpackChunkName: "start" */ './render-app');
    renderApp(routed.root, routed.store, routed.i18n, routed.router);
    return routed;
  },
};

/** The start-up: each phase takes what the one before returned (checked by the compiler). */
export const BOOT = startWith(loadingScreen)
  .then(store)
  .then(session)
  .then(router)
  .then(firstRender);

export const BOOT_PHASES = BOOT.phases;

/**
 * Runs the start-up; a phase that fails replaces the loading screen with the error screen, which
 * names it. Resolves with whether the app started.
 */
export async function boot(chain: Chain<void, unknown> = BOOT): Promise<boolean> {
  try {
    await runChain(chain, undefined);
    return true;
  } catch (error) {
    showBootError(error);
    return false;
  }
}
