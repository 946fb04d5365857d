import { screen, waitFor, within } from '@testing-library/react';
import { locationOf, renderApp, renderLayout } from '@/testing/render-app';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { setScreenWidth } from '@/testing/screen-width';
import { delay, http } from 'msw';
import { config } from '@/shared/config/config';
import { server } from '../../../mocks/common/node';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';

afterEach(() => stopRecording());

const OWNER_AT = COMPANY_IDS.alpenglueck;
const OWNER_DE = COMPANY_IDS.nordlicht;
const AT_NAME = 'Alpenglück Naturkosmetik GmbH';
const DE_NAME = 'Nordlicht Versand GmbH';

type AppRouter = Awaited<ReturnType<typeof renderApp>>['router'];

/** The shell with stand-in pages; `whole` for a journey asserting the page it leads to. */
async function shellAt(path: string, whole = false) {
  const app = whole ? await renderApp(path) : await renderLayout(path);
  await screen.findAllByRole('heading', { level: 1 }); // a framing section adds its own h1
  await idle(app.router);
  return app;
}

const idle = (router: AppRouter) =>
  waitFor(() => expect(router.state.navigation.state).toBe('idle'));
// `hidden`: while a menu is open, MUI hides the rest of the page from the accessibility tree.
const companyButton = () => screen.getByRole('button', { name: /^Company: /, hidden: true });
const userButton = () => screen.getByRole('button', { name: /^Account of /, hidden: true });

describe('company switcher', () => {
  it('[UX-15] while the application’s company list loads, the top bar keeps the company’s name (never "Select a company")', async () => {
    let answered = false;
    server.use(
      http.get(`${config.accountApiUrl}/applications/:id/companies`, async () => {
        await delay(800);
        answered = true;
      }),
    );
    await renderLayout(`/companies/${OWNER_AT}/dashboard`);
    await screen.findByRole('heading', { level: 1 });
    expect(answered).toBe(false);
    expect(companyButton()).toHaveAccessibleName(`Company: ${AT_NAME}. Switch company`);
    expect(screen.queryByText('Select a company')).toBeNull();
    await waitFor(() => expect(answered).toBe(true));
    expect(companyButton()).toHaveAccessibleName(`Company: ${AT_NAME}. Switch company`);
  });

  it('[UX-15] the whole name is the button’s tooltip, so a cut name can be read', async () => {
    await shellAt(`/companies/${OWNER_AT}/dashboard`);
    expect(within(companyButton()).getByTitle(AT_NAME)).toHaveTextContent(AT_NAME);
  });

  it('[ROUTE-5][LOADER-6] lists exactly the owner’s two companies with their countries, the current one selected', async () => {
    const { user } = await shellAt(`/companies/${OWNER_AT}/dashboard`);
    await waitFor(() =>
      expect(companyButton()).toHaveAccessibleName(`Company: ${AT_NAME}. Switch company`),
    );
    await user.click(companyButton());
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${AT_NAME}Austria`,
      `${DE_NAME}Germany`,
      'Company settings',
      'Manage companies',
    ]);
    expect(items[0]).toHaveClass('Mui-selected');
    expect(items[1]).not.toHaveClass('Mui-selected');
    // Nobody else's companies (LOADER-6).
    expect(within(menu).queryByText(/Altmann|Rheinperle|Sol y Mar/)).not.toBeInTheDocument();
  });

  it('[ROUTE-5][X-SWITCH-1][LOADER-5] switching from a country page lands on the same page of the other company', async () => {
    const { user, router, store } = await shellAt(
      `/companies/${OWNER_AT}/dashboard/de/packaging`,
      true,
    );
    await user.click(companyButton());
    await user.click(await screen.findByRole('menuitem', { name: new RegExp(DE_NAME) }));
    await idle(router);
    expect(locationOf(router)).toBe(`/companies/${OWNER_DE}/dashboard/de/packaging`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Germany: Packaging' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(companyButton()).toHaveAccessibleName(`Company: ${DE_NAME}. Switch company`),
    );
    expect(store.getState().company.lastSelectedCompany).toBe(OWNER_DE);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('[ROUTE-5][X-SWITCH-1] switching from a licensing process lands on the other company’s process overview, never the process', async () => {
    const { user, router } = await shellAt(`/companies/${OWNER_AT}/at-licensing-process/prc-1`);
    await user.click(companyButton());
    await user.click(await screen.findByRole('menuitem', { name: new RegExp(DE_NAME) }));
    await idle(router);
    expect(locationOf(router)).toBe(`/companies/${OWNER_DE}/at-licensing-process`);
  });

  it('[X-SWITCH-1] choosing the current company again stays where it is', async () => {
    const { user, router } = await shellAt(`/companies/${OWNER_AT}/dashboard/at/weee`);
    const before = router.state.location.key;
    await user.click(companyButton());
    await user.click(await screen.findByRole('menuitem', { name: new RegExp(AT_NAME) }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(router.state.location.key).toBe(before);
    expect(locationOf(router)).toBe(`/companies/${OWNER_AT}/dashboard/at/weee`);
  });

  it('[X-SWITCH-1][I18N-3] "Manage companies" opens the companies page with the language and the way back', async () => {
    const { user, router } = await shellAt(`/companies/${OWNER_AT}/settings`);
    await user.click(companyButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Manage companies' }));
    await idle(router);
    expect(router.state.location.pathname).toBe('/account/companies');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('goBackTo')).toBe(`http://localhost:8080/companies/${OWNER_AT}/settings`);
    expect(query.get('locale')).toBe('en');
  });
});

describe('company settings from the company menu (UX-14)', () => {
  it('[UX-14] "Company settings" is one click from the company menu: it opens the current company’s settings', async () => {
    const { user, router } = await shellAt(`/companies/${OWNER_DE}/dashboard`);
    await user.click(companyButton());
    const settings = await screen.findByRole('menuitem', { name: 'Company settings' });
    expect(settings).toHaveAttribute('href', `/companies/${OWNER_DE}/settings`);
    await user.click(settings);
    await idle(router);
    expect(router.state.location.pathname).toBe(`/companies/${OWNER_DE}/settings`);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('[UX-14] the menu offers no settings for a company id that is not the user’s', async () => {
    const { user } = await shellAt('/companies/nope/dashboard');
    await user.click(companyButton());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Manage companies' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Company settings' })).toBeNull();
  });
});

describe('user menu', () => {
  it('[ROUTE-3][UX-5] shows the signed-in user’s name and e-mail, with Profile (keeping the company) and Log out', async () => {
    const { user, router } = await shellAt(`/companies/${OWNER_AT}/dashboard`, true);
    await waitFor(() => expect(userButton()).toHaveAccessibleName('Account of Olivia Owner'));
    await user.click(userButton());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Olivia Owner')).toBeInTheDocument();
    expect(within(menu).getByText('owner@example.com')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Log out']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    await idle(router);
    // The account service's profile, opened from a company, keeps that company (UX-5).
    expect(router.state.location.pathname).toBe(`/companies/${OWNER_AT}/profile`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?locale=en');
  });

  it('[AUTH-10] Log out in the user menu ends the session: the account service is told, the provider signs out', async () => {
    const seen = recordRequests();
    const { user, auth, store } = await shellAt(`/companies/${OWNER_AT}/dashboard`);
    await user.click(userButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(auth.signOuts).toBe(1));
    expect(seen.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/account/logout');
    expect(store.getState().auth.status).toBe('signedOut');
  });
});

describe('keyboard', () => {
  it('[X-SWITCH-1] the company switcher opens with Enter, arrow keys reach the companies, Enter switches', async () => {
    const { user, router } = await shellAt(`/companies/${OWNER_AT}/dashboard`);
    companyButton().focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(companyButton()).toHaveAttribute('aria-expanded', 'true');
    const [at, de, manage] = within(menu).getAllByRole('menuitem');
    // The current company has the focus first.
    await waitFor(() => expect(at).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(de).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(manage).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(de).toHaveFocus();
    await user.keyboard('{Enter}');
    await idle(router);
    expect(locationOf(router)).toBe(`/companies/${OWNER_DE}/dashboard`);
  });

  it('[X-SWITCH-1] Escape closes the company switcher and gives the focus back to its button', async () => {
    const { user } = await shellAt(`/companies/${OWNER_AT}/dashboard`);
    companyButton().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(companyButton()).toHaveFocus();
  });

  it('[ROUTE-3] the user menu opens with Enter and its items are reachable with the arrow keys', async () => {
    const { user, router } = await shellAt(`/companies/${OWNER_AT}/dashboard`);
    await waitFor(() => expect(userButton()).toHaveAccessibleName('Account of Olivia Owner'));
    userButton().focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(userButton()).toHaveAttribute('aria-expanded', 'true');
    const [profile, logout] = within(menu).getAllByRole('menuitem');
    // The first item has the focus at once (the name and e-mail above it are not a stop).
    await waitFor(() => expect(profile).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(logout).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(logout).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(profile).toHaveFocus();
    await user.keyboard('{Enter}');
    await idle(router);
    // The account service's profile, opened from a company, keeps that company (UX-5).
    expect(router.state.location.pathname).toBe(`/companies/${OWNER_AT}/profile`);
  });

  it('[ROUTE-3] the user identity block in the menu is not a tab stop or a focus target', async () => {
    const { user } = await shellAt(`/companies/${OWNER_AT}/dashboard`);
    await user.click(userButton());
    const menu = await screen.findByRole('menu');
    const identity = within(menu).getByText('owner@example.com').parentElement!;
    expect(identity).not.toHaveAttribute('tabindex', '0');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
  });
});

describe('navigation by screen width', () => {
  it('[A11Y-1][PERF-1] on a wide screen the company navigation is a column, with no button to open it', async () => {
    const undo = setScreenWidth(1280);
    try {
      await shellAt(`/companies/${OWNER_AT}/dashboard`);
      expect(screen.getByRole('navigation', { name: 'Company navigation' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });

  it('[UX-9] on a wide screen the side navigation is sticky below the top bar and scrolls on its own', async () => {
    const undo = setScreenWidth(1280);
    try {
      await shellAt(`/companies/${OWNER_AT}/dashboard`);
      const column = screen.getByTestId('side-navigation');
      expect(column).toContainElement(
        screen.getByRole('navigation', { name: 'Company navigation' }),
      );
      expect(column).toHaveStyle({
        position: 'sticky',
        top: '64px',
        alignSelf: 'flex-start',
        overflowY: 'auto',
      });
    } finally {
      undo();
    }
  });

  it('[A11Y-1][PERF-1] on a phone it is built only when opened: a drawer behind the menu button', async () => {
    const undo = setScreenWidth(375);
    try {
      const { user } = await shellAt(`/companies/${OWNER_AT}/dashboard`);
      expect(
        screen.queryByRole('navigation', { name: 'Company navigation' }),
      ).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Open navigation' }));
      const nav = await screen.findByRole('navigation', { name: 'Company navigation' });
      await user.click(within(nav).getByRole('link', { name: 'Deadlines' }));
      await waitFor(() =>
        expect(
          screen.queryByRole('navigation', { name: 'Company navigation' }),
        ).not.toBeInTheDocument(),
      );
    } finally {
      undo();
    }
  });
});
