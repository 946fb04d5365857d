import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { startLanguage } from '@/shared/i18n/start-language';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { locationOf, renderApp, renderLayout } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { AppProviders } from '../providers';
import { createRoutes } from '../routes';

afterEach(() => {
  document.documentElement.lang = '';
});

/** Opens the top bar's language switcher and picks a language. */
async function chooseLanguage(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: /\bLanguage: / }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

/** Where the router ended up once no navigation is running, as a URL. */
async function settledUrl(
  router: Parameters<typeof locationOf>[0] & { state: { navigation: { state: string } } },
) {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  return new URL(locationOf(router), 'http://localhost:8080');
}

describe('[I18N-3] choosing a language', () => {
  // The top bar's switch turns the page under it German too (its headings): the whole app.
  describe('journey: the switch in the top bar turns the page, the navigation and the footer German', () => {
    it('[I18N-3] choosing Deutsch in the switcher shows German texts, sets <html lang> and stores the choice', async () => {
      const { user, store, i18n } = await renderApp(
        `/companies/${COMPANY_IDS.alpenglueck}/dashboard`,
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Dashboard' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Privacy policies' })).toBeInTheDocument();
      expect(store.getState().locale.chosen).toBeNull();

      await chooseLanguage(user, 'Deutsch');

      expect(
        await screen.findByRole('link', { name: 'Datenschutzerklärungen' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Privacy policies' })).not.toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 2, name: 'Pflichten nach Land' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('navigation', { name: 'Unternehmensnavigation' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /\bSprache: Deutsch\b/ })).toHaveTextContent('DE');
      // The imprint is the app's own page by default (runtime config `legal`), shown in German now.
      expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/imprint');
      expect(document.documentElement.lang).toBe('de');
      expect(i18n.language).toBe('de');
      expect(store.getState().locale).toEqual({ chosen: 'de', current: 'de' });
    });
  });

  it('[I18N-3] the switcher lists every language in its own name, the current one selected', async () => {
    const { user } = await renderLayout(`/companies/${COMPANY_IDS.alpenglueck}/dashboard`);
    await user.click(await screen.findByRole('button', { name: /\bLanguage: / }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Deutsch',
      'English',
      'Español',
      'Français',
    ]);
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['de', 'en', 'es', 'fr']);
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveClass('Mui-selected');
  });

  it('[A11Y-1] the top bar’s menus open with ArrowDown, take the focus, and Escape gives it back to their button', async () => {
    const { user } = await renderLayout(`/companies/${COMPANY_IDS.alpenglueck}/dashboard`);
    for (const name of [/\bLanguage: /, /^Company: /, /^Account of /]) {
      const button = await screen.findByRole('button', { name });
      button.focus();
      await user.keyboard('{ArrowDown}');
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(button).toHaveFocus());
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
  });

  it('[I18N-3] with a persisting store the choice is written to local storage under `locale`', async () => {
    const auth = new FakeAuth();
    const i18n = createI18nInstance();
    const { store, persistor } = makeTestStore({ auth, i18n, storage: window.localStorage });
    await new Promise<void>((resolve) => {
      if (persistor!.getState().bootstrapped) return resolve();
      persistor!.subscribe(() => persistor!.getState().bootstrapped && resolve());
    });
    await startLanguage(store, i18n, ['en']);
    const router = createMemoryRouter(createRoutes({ store, auth, i18n }), {
      initialEntries: [`/companies/${COMPANY_IDS.alpenglueck}/dashboard`],
    });
    const user = userEvent.setup();
    // The same tree as renderApp, over a store that persists.
    render(
      <AppProviders store={store} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBeNull();

    await chooseLanguage(user, 'Deutsch');
    expect(await screen.findByRole('link', { name: 'Datenschutzerklärungen' })).toBeInTheDocument();
    await persistor!.flush();

    expect(localStorage.getItem('locale')).toBe('de');
    expect(localStorage.getItem('lastSelectedCompany')).toBe(COMPANY_IDS.alpenglueck);
    // Stop it before the shared clean-up clears storage, or a late write leaks into the next test.
    persistor!.pause();
  });

  it('[I18N-3][LOADER-4] after choosing Deutsch, the account service’s company page gets locale=de', async () => {
    const { user, router } = await renderLayout('/account/profile', {
      auth: new FakeAuth(USER_IDS.outdated),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await chooseLanguage(user, 'Deutsch');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));

    await router.navigate(`/companies/${COMPANY_IDS.altmann}/dashboard`);
    // Same origin here, so the memory router keeps the absolute address: compare it parsed.
    const url = await settledUrl(router);
    expect(url.pathname).toBe(`/account/companies/${COMPANY_IDS.altmann}`);
    expect(url.searchParams.get('locale')).toBe('de');
    expect(url.searchParams.get('nextLocation')).toBe(
      `http://localhost:8080/companies/${COMPANY_IDS.altmann}/dashboard`,
    );
  });

  it('[I18N-3][LOADER-1] after choosing Français, the account service’s companies page gets locale=fr', async () => {
    const { user, router } = await renderLayout('/account/profile', {
      auth: new FakeAuth(USER_IDS.newbie),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await chooseLanguage(user, 'Français');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));

    await router.navigate('/companies/dashboard');
    const url = await settledUrl(router);
    expect(url.pathname).toBe('/account/companies');
    expect(url.searchParams.get('locale')).toBe('fr');
    expect(url.searchParams.get('goBackTo')).toBe('http://localhost:8080/companies/dashboard');
  });
});
