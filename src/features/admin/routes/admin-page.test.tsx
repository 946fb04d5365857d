import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { paths } from '@/shared/paths';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderLayout, renderRoute } from '@/testing/render-app';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { server } from '../../../../mocks/common/node';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

afterEach(() => stopRecording());

const adminSearch = `${config.accountApiUrl}/admin/companies`;

async function adminPage(path: string = paths.adminCompanies.href()) {
  const app = await renderRoute(path, { auth: new FakeAuth(USER_IDS.admin) });
  await screen.findByRole('list', { name: 'Companies found' });
  return app;
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search companies' });
const resultNames = () =>
  within(screen.getByRole('list', { name: 'Companies found' }))
    .getAllByRole('button')
    .map((b) => b.querySelector('.MuiListItemText-primary')?.textContent);

describe('administration (ADMIN-1)', () => {
  it('[ADMIN-1] the search waits for typing to settle (300 ms), then asks once; the query goes into the address', async () => {
    const seen = recordRequests();
    const { user, router } = await adminPage();
    await user.type(searchBox(), 'nord');
    await waitFor(() => expect(resultNames()).toEqual(['Nordlicht Versand GmbH']));
    const queries = seen
      .filter((r) => r.path.endsWith('/admin/companies'))
      .map((r) => new URLSearchParams(r.search).get('query'));
    expect(queries).toEqual(['', 'nord']);
    expect(locationOf(router)).toBe('/admin/companies?query=nord');
  });

  it('[ADMIN-1] a newer query cancels the older request', async () => {
    const aborted: string[] = [];
    server.use(
      http.get(adminSearch, async ({ request }) => {
        if (new URL(request.url).searchParams.get('query') !== 'graz') return undefined;
        request.signal.addEventListener('abort', () => aborted.push('graz'));
        await delay(5_000);
        return HttpResponse.json({ data: [] });
      }),
    );
    const { user } = await renderRoute(`${paths.adminCompanies.href()}?query=graz`, {
      auth: new FakeAuth(USER_IDS.admin),
    });
    const box = await screen.findByRole('searchbox', { name: 'Search companies' });
    await user.clear(box);
    await user.type(box, 'köln');
    await waitFor(() => expect(aborted).toEqual(['graz']));
    await waitFor(() => expect(resultNames()).toEqual(['Rheinperle Feinkost GmbH']));
  });

  it('[ADMIN-1] results are reached with the arrow keys; Enter opens a company with its members', async () => {
    const { user, router } = await adminPage(`${paths.adminCompanies.href()}?query=gmbh`);
    await waitFor(() => expect(resultNames()).toHaveLength(3));
    searchBox().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Alpenglück/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Nordlicht/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nordlicht Versand GmbH' }),
    ).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('company')).toBe(
      COMPANY_IDS.nordlicht,
    );
    const members = screen.getByRole('table', { name: 'Members of Nordlicht Versand GmbH' });
    expect(within(members).getByRole('row', { name: /Mia Hoffmann/ })).toHaveTextContent('Member');
    expect(within(members).getByRole('row', { name: /Olivia Owner/ })).toHaveTextContent('Owner');
  });

  it('[ADMIN-1] finds a user by e-mail within the company', async () => {
    const { user } = await adminPage(
      `${paths.adminCompanies.href()}?query=nord&company=${COMPANY_IDS.nordlicht}`,
    );
    const field = await screen.findByRole('textbox', { name: /^E-mail address/ });
    await user.type(field, 'MIA.hoffmann@nordlicht-versand.de');
    await user.click(screen.getByRole('button', { name: 'Find user' }));
    expect(
      await screen.findByText('Mia Hoffmann (mia.hoffmann@nordlicht-versand.de) has an account.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Member of Nordlicht Versand GmbH.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'lena.schroeder@nordlicht-versand.de');
    await user.click(screen.getByRole('button', { name: 'Find user' }));
    expect(
      await screen.findByText('No account uses lena.schroeder@nordlicht-versand.de.'),
    ).toBeInTheDocument();
    expect(screen.getByText('An invitation to this address is pending.')).toBeInTheDocument();
  });

  it('[ADMIN-1][X-FORM-1] the e-mail of the look-up is checked before asking', async () => {
    const { user } = await adminPage(
      `${paths.adminCompanies.href()}?query=nord&company=${COMPANY_IDS.nordlicht}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Find user' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mail address/ })).toHaveFocus();
  });

  it('[ADMIN-1][TRUST-17][HOUSE-4] a failed look-up (500) is said by SubmitError; the address stays', async () => {
    server.use(
      http.post(`${config.accountApiUrl}/searchUserByEmailAndCompany`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'],
      advanceTimers: true,
    });
    try {
      const { user } = await adminPage(
        `${paths.adminCompanies.href()}?query=nord&company=${COMPANY_IDS.nordlicht}`,
      );
      const field = await screen.findByRole('textbox', { name: /^E-mail address/ });
      await user.type(field, 'mia.hoffmann@nordlicht-versand.de');
      await user.click(screen.getByRole('button', { name: 'Find user' }));
      // Queries are retried (1 s, 2 s, 4 s) before the error shows.
      await jest.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The server could not complete the request. Your entries are kept.',
      );
      expect(field).toHaveValue('mia.hoffmann@nordlicht-versand.de');
    } finally {
      jest.useRealTimers();
    }
  });

  it('[ADMIN-1][PERM-1] anyone else opening the address gets the access-denied page, not the generic error', async () => {
    await renderRoute(paths.adminCompanies.href(), { auth: new FakeAuth(USER_IDS.owner) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});

/**
 * From another page's top bar to the administration: the user menu lives in the app shell, shown
 * here with stand-in pages (the menu's entry and where it leads are the shell's).
 */
describe('layout: the administration from the user menu', () => {
  it('[ADMIN-1] only administrators see the entry in the user menu', async () => {
    const admin = await renderLayout('/account/profile', { auth: new FakeAuth(USER_IDS.admin) });
    await screen.findByRole('heading', { level: 1, name: /\/profile$/ });
    await admin.user.click(await screen.findByRole('button', { name: 'Account of Adam Admin' }));
    await admin.user.click(await screen.findByRole('menuitem', { name: 'Administration' }));
    await waitFor(() => expect(locationOf(admin.router)).toBe('/admin/companies'));
    admin.unmount();

    const owner = await renderLayout('/account/profile');
    await screen.findByRole('heading', { level: 1, name: /\/profile$/ });
    await owner.user.click(await screen.findByRole('button', { name: 'Account of Olivia Owner' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Administration' })).toBeNull();
  });
});
