import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { server } from '../../../../mocks/common/node';
import { processes } from '../../../../mocks/main-api/data/processes';

const owner = () => new FakeAuth(USER_IDS.owner);

describe('the licence index', () => {
  it('[LIC-1] lists the licences by year with status, quantities and actions', async () => {
    await renderRoute(`/companies/${COMPANY_IDS.nordlicht}/de-licensing-process`, {
      auth: owner(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Packaging licence Germany' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Licences: Packaging licence Germany' });
    const row = within(table).getByRole('row', { name: /2026/ });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('74,228.05 kg')).toBeInTheDocument();
    expect(within(row).getByText('LIZ-DE-2026-004817')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'Report quantities of the licence 2026' }),
    ).toHaveAttribute(
      'href',
      `/companies/${COMPANY_IDS.nordlicht}/de-licensing-process/prc-0001#reports`,
    );
  });

  it('[LIC-1][HOUSE-6] the status filter is the browser’s own select: a status in the URL narrows the list, one without licences says so, all statuses show them all', async () => {
    const { user, router } = await renderRoute(
      `/companies/${COMPANY_IDS.nordlicht}/de-licensing-process`,
      { auth: owner() },
    );
    const table = await screen.findByRole('table', { name: 'Licences: Packaging licence Germany' });
    const all = within(table).getAllByRole('row').length;
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(filter.tagName).toBe('SELECT');
    expect(filter).toHaveDisplayValue('All statuses');
    await user.selectOptions(filter, 'Active');
    await waitFor(() => expect(locationOf(router)).toContain('status=active'));
    const active = await screen.findByRole('table', {
      name: 'Licences: Packaging licence Germany',
    });
    expect(within(active).getByRole('row', { name: /2026/ })).toBeInTheDocument();
    for (const row of within(active).getAllByRole('row').slice(1))
      expect(within(row).getByText('Active')).toBeInTheDocument();
    await user.selectOptions(filter, 'Cancelled');
    expect(await screen.findByText('No licence has this status.')).toBeInTheDocument();
    await user.selectOptions(filter, 'All statuses');
    await waitFor(() => expect(locationOf(router)).not.toContain('status='));
    expect(
      within(
        await screen.findByRole('table', { name: 'Licences: Packaging licence Germany' }),
      ).getAllByRole('row'),
    ).toHaveLength(all);
  });

  it('[LIC-1][A11Y-1] while the licences load, a status says so (a named placeholder needs a role)', async () => {
    // Held back a moment, then answered by the mock service as usual.
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/licences`, async () => {
        await delay(400);
      }),
    );
    await renderRoute(`/companies/${COMPANY_IDS.nordlicht}/de-licensing-process`, {
      auth: owner(),
    });
    const loading = await screen.findByRole('status', { name: 'Loading licences' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('table', { name: 'Licences: Packaging licence Germany' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading licences' })).toBeNull();
  });

  it('[LIC-1] with no licence, says what a licence is for and offers to start one', async () => {
    await renderRoute(`/companies/${COMPANY_IDS.alpenglueck}/de-licensing-process`, {
      auth: owner(),
    });
    expect(await screen.findByRole('heading', { name: 'No licence yet' })).toBeInTheDocument();
    expect(screen.getByText(/must take part in a dual system/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Start a licence' })[0]).toHaveAttribute(
      'href',
      `/companies/${COMPANY_IDS.alpenglueck}/de-licensing-process/process`,
    );
  });

  it('[UX-3][UX-4] the Austrian list holds the licence of the year behind the certificate; a draft is discarded from the list after a confirmation, and is gone from it', async () => {
    const { user } = await renderRoute(
      `/companies/${COMPANY_IDS.alpenglueck}/at-licensing-process`,
      {
        auth: owner(),
      },
    );
    const table = await screen.findByRole('table', { name: /^Licences:/ });
    expect(
      within(table).getByRole('row', {
        name: new RegExp(`${new Date().getUTCFullYear()}.*Active`),
      }),
    ).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /2027/ });
    await user.click(within(row).getByRole('button', { name: 'Discard the draft licence 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the draft licence 2027?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Draft discarded.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /2027/ })).not.toBeInTheDocument(),
    );
    expect(processes.findById('prc-0003')?.status).toBe('cancelled');
  });

  describe('[UX-15] next year’s licence', () => {
    /** Only the date is faked: timers, microtasks and the mock service run as usual. */
    const onDay = (iso: string) => {
      jest.useFakeTimers({
        doNotFake: [
          'queueMicrotask',
          'nextTick',
          'setImmediate',
          'clearImmediate',
          'setTimeout',
          'setInterval',
          'clearTimeout',
          'clearInterval',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'requestIdleCallback',
          'cancelIdleCallback',
          'hrtime',
          'performance',
        ],
      });
      jest.setSystemTime(new Date(`${iso}T09:00:00Z`));
    };
    afterEach(() => jest.useRealTimers());
    const list = () =>
      renderRoute(`/companies/${COMPANY_IDS.nordlicht}/de-licensing-process`, { auth: owner() });

    it('[UX-15] from 1 October the list prompts for next year’s licence and leads to the wizard', async () => {
      onDay('2026-10-01');
      await list();
      const prompt = await screen.findByText(/Your licence for 2027 is not started yet/);
      const start = within(prompt.closest('[role="alert"]')!).getByRole('link', {
        name: 'Start licence 2027',
      });
      expect(start).toHaveAttribute(
        'href',
        `/companies/${COMPANY_IDS.nordlicht}/de-licensing-process/process`,
      );
    });

    it('[UX-15] before 1 October there is no prompt', async () => {
      onDay('2026-09-30');
      await list();
      await screen.findByRole('table', { name: 'Licences: Packaging licence Germany' });
      expect(screen.queryByText(/is not started yet/)).toBeNull();
    });
  });
});
