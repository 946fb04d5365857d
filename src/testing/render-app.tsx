import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/routes';
import type { RootState } from '@/app/store';
import { createI18n } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/languages';
import { languageApplied } from '@/shared/i18n/locale-slice';
import { FakeAuth } from './fake-auth';
import { makeTestStore } from './make-test-store';

export interface RenderAppOptions {
  auth?: FakeAuth;
  preloadedState?: Partial<RootState>;
  language?: Language;
}

/**
 * The real route tree, store, providers and msw handlers, in a memory router: what a user sees
 * at `path`. A new store per call, so RTK Query caches never leak between tests.
 */
export async function renderApp(
  path: string,
  { auth = new FakeAuth(), preloadedState, language = 'en' }: RenderAppOptions = {},
) {
  const { store } = makeTestStore({ auth, ...(preloadedState ? { preloadedState } : {}) });
  store.dispatch(languageApplied(language));
  const i18n = await createI18n(language);
  const router = createMemoryRouter(createRoutes(store, auth), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} i18n={i18n} auth={auth}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, auth, user, i18n };
}

/** The location the router settled on. */
export const locationOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
