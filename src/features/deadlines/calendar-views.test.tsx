import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { server } from '../../../mocks/common/node';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { deadlinesOf } from '../../../mocks/main-api/data/obligations';
import { addDays, today } from '@/domain/schedule';

// Journeys through the real route tree, whose pages load the reference texts: slow on a busy
// 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { kowalski } = COMPANY_IDS;
const calendar = (query = '') => `/companies/${kowalski}/dashboard/deadlines${query}`;
const asPro = { auth: new FakeAuth(USER_IDS.pro) };

/** Three of Kowalski's real deadlines (their names exist): one done before today, two ahead. */
function fixedDeadlines() {
  const real = deadlinesOf(kowalski, addDays(today(), -365), addDays(today(), 365));
  const german = real.find((d) => d.country === 'DE')!;
  const deadlines = [
    { ...german, id: 'a', dueDate: '2026-03-31', status: 'done' as const },
    { ...german, id: 'b', dueDate: '2026-08-14', status: 'open' as const },
    { ...german, id: 'c', dueDate: '2026-11-30', status: 'open' as const },
  ];
  server.use(
    http.get(`${config.mainApiUrl}/companies/:companyId/deadlines`, () =>
      HttpResponse.json({
        data: { asOf: '2026-05-10', from: '2025-05-10', to: '2027-05-10', deadlines },
      }),
    ),
  );
}

const listedCount = () =>
  within(screen.getByTestId('deadline-list')).getAllByRole('listitem').length;

describe('the deadlines’ views (CAL-1, HOUSE-6)', () => {
  it('[CAL-1][HOUSE-6] “Show earlier deadlines” is a switch named by its label: Space turns it on, the earlier ones join the list and the URL keeps it', async () => {
    fixedDeadlines();
    const { user, router } = await renderRoute(calendar(), asPro);
    await screen.findByTestId('deadline-list');
    expect(listedCount()).toBe(2);
    const past = screen.getByRole('switch', { name: 'Show earlier deadlines' });
    expect(past).not.toBeChecked();
    past.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(locationOf(router)).toBe(calendar('?past=1')));
    await waitFor(() => expect(listedCount()).toBe(3));
    expect(screen.getByRole('switch', { name: 'Show earlier deadlines' })).toBeChecked();
    // The label turns it off again.
    await user.click(screen.getByText('Show earlier deadlines'));
    await waitFor(() => expect(listedCount()).toBe(2));
    expect(locationOf(router)).toBe(calendar());
  });

  it('[CAL-1][HOUSE-6] the list is the first view; “Month” brings the month view (a part of its own) on the next deadline’s month, and “List” goes back', async () => {
    fixedDeadlines();
    const { user, router } = await renderRoute(calendar(), asPro);
    await screen.findByTestId('deadline-list');
    expect(screen.queryByRole('table', { name: 'Deadlines of the month' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    const table = await screen.findByRole('table', { name: 'Deadlines of the month' });
    expect(locationOf(router)).toBe(calendar('?view=month'));
    expect(screen.getByRole('heading', { level: 2, name: 'August 2026' })).toBeInTheDocument();
    expect(within(table).getAllByRole('link')).toHaveLength(1);
    // The month view has no "show earlier" switch: it shows its month whole.
    expect(screen.queryByRole('switch')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'List' }));
    await screen.findByTestId('deadline-list');
    expect(listedCount()).toBe(2);
  });
});
