import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  matchRoutes,
  Outlet,
  RouterProvider,
  useLoaderData,
  useMatches,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routePatternOf } from '@/app/route-pattern';
import { createRoutes } from '@/app/routes';
import type { RootState } from '@/app/store';
import { createI18nInstance } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/languages';
import { startLanguage } from '@/shared/i18n/start-language';
import { FakeAuth } from './fake-auth';
import { makeTestStore } from './make-test-store';

/**
 * The user of every render: no pause between the events of an action (`delay: null`; the default
 * waits a macrotask after each key and pointer event), so typing costs no timer turns, and a test
 * may switch to fake timers without user-event waiting on them.
 */
const setupUser = () => userEvent.setup({ delay: null });

export interface RenderAppOptions {
  auth?: FakeAuth;
  preloadedState?: Partial<RootState>;
  language?: Language;
  /**
   * Render under React's StrictMode, as the app does (`src/app/boot/render-app.tsx`): effects run,
   * are cleaned up and run again on mount. For what depends on effects (a form's registration).
   */
  strict?: boolean;
}

/**
 * The real route tree, store, providers and msw handlers, in a memory router: what a user sees
 * at `path`. A new store per call, so RTK Query caches never leak between tests. The language
 * starts the way the app starts it (the stored choice, else the browser's: `language` here).
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  return mountRoutes(createRoutes, path, options);
}

/** The app's layouts (top bar, navigation, footer): what `renderRoute` leaves out. */
const LAYOUTS = new Set(['public', 'private']);

/** A layout's place in `renderRoute`: its children get its loader data, as the layouts pass it. */
function BareLayout() {
  const data = useLoaderData() as object | null | undefined;
  return <Outlet context={data ?? undefined} />;
}

/**
 * One page as the app shows it at `path`, without the app's layouts: the route tree's own branch
 * for `path` (every loader on the way, the sign-in check included, and the page's route module
 * loaded with its translations), the real store and msw, but no top bar, navigation or footer.
 * Much cheaper than `renderApp` for a test of what happens on that page. A navigation to a path
 * outside the branch changes the location (`locationOf`) and shows nothing.
 */
export async function renderRoute(
  path: string,
  { auth = new FakeAuth(), preloadedState, language = 'en', strict = false }: RenderAppOptions = {},
) {
  const i18n = createI18nInstance();
  const { store } = makeTestStore({ auth, i18n, ...(preloadedState ? { preloadedState } : {}) });
  await startLanguage(store, i18n, [language]);
  const branch = (matchRoutes(createRoutes({ store, auth, i18n }), path) ?? []).map(
    (match) => match.route,
  );
  if (branch.length === 0) throw new Error(`No route of the app matches ${path}`);
  const pruned = branch.reduceRight<RouteObject | null>((child, route) => {
    if (!child) return { ...route, children: undefined } as RouteObject;
    const { lazy, children, ...rest } = route;
    void children;
    const layout = LAYOUTS.has(route.id ?? '');
    return {
      ...rest,
      ...(layout ? { element: <BareLayout /> } : lazy ? { lazy } : {}),
      children: [child],
    } as RouteObject;
  }, null)!;
  const router = createMemoryRouter([pruned, { path: '*', element: null }], {
    initialEntries: [path],
  });
  const user = setupUser();
  const app = (
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, store, router, auth, user, i18n };
}

/** Renders `routes` in a memory router at `path`, with a new store, as `renderApp` does. */
async function mountRoutes(
  build: (deps: Parameters<typeof createRoutes>[0]) => RouteObject[],
  path: string,
  { auth = new FakeAuth(), preloadedState, language = 'en' }: RenderAppOptions,
) {
  const i18n = createI18nInstance();
  const { store } = makeTestStore({ auth, i18n, ...(preloadedState ? { preloadedState } : {}) });
  await startLanguage(store, i18n, [language]);
  const router = createMemoryRouter(build({ store, auth, i18n }), { initialEntries: [path] });
  const user = setupUser();
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, auth, user, i18n };
}

/** Maps every route of a tree, children first. */
const mapRoutes = (
  routes: RouteObject[],
  map: (route: RouteObject) => RouteObject,
): RouteObject[] =>
  routes.map((route) =>
    map(
      route.children
        ? ({ ...route, children: mapRoutes(route.children, map) } as RouteObject)
        : route,
    ),
  );

/**
 * Every page of the app without its layouts: the whole route tree (so a test may go from page to
 * page, follow a redirect or a link), each layout's place taken by its loader and an `Outlet`, as
 * in `renderRoute`. For a test that crosses pages but asserts nothing of the top bar, the
 * navigation or the footer: what it proves needs the route tree, not the shell.
 */
export async function renderPages(path: string, options: RenderAppOptions = {}) {
  return mountRoutes(
    (deps) =>
      mapRoutes(createRoutes(deps), (route) => {
        if (!LAYOUTS.has(route.id ?? '')) return route;
        const { lazy, ...rest } = route;
        void lazy;
        return { ...rest, element: <BareLayout /> } as RouteObject;
      }),
    path,
    options,
  );
}

/** A page's place in `renderLayout`: a heading that names the route's pattern, and no more. */
function StandInPage() {
  return <h1>{`Stand-in page ${routePatternOf(useMatches())}`}</h1>;
}

/**
 * The app's layouts (top bar, navigation, footer, every loader on the way) with a light stand-in
 * for each page: the whole route tree, every page module replaced by a heading (`Stand-in page
 * <route pattern>`). For a test of a layout: it proves what the layout shows and does without
 * paying for the page under it (the dashboard, a form). A layout inside a section (a page with
 * subpages) stays real; only the pages at the leaves stand in.
 */
export async function renderLayout(path: string, options: RenderAppOptions = {}) {
  return mountRoutes(
    (deps) =>
      mapRoutes(createRoutes(deps), (route) => {
        if (route.children || !route.lazy) return route;
        const { lazy, ...rest } = route;
        void lazy;
        return { ...rest, element: <StandInPage /> } as RouteObject;
      }),
    path,
    options,
  );
}

/** The location the router settled on. */
export const locationOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** Any element inside the app's providers (store, translations in `language`, theme, toasts). */
export async function renderWithProviders(
  ui: ReactElement,
  { auth = new FakeAuth(), language = 'en' }: { auth?: FakeAuth; language?: Language } = {},
) {
  const i18n = createI18nInstance();
  const { store } = makeTestStore({ auth, i18n });
  await startLanguage(store, i18n, [language]);
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      {ui}
    </AppProviders>,
  );
  return { ...view, store, auth, i18n, user: setupUser() };
}
