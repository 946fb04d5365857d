import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { paths } from '@/shared/paths';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderLayout, renderPages, renderRoute } from '@/testing/render-app';
import { countryName, daysBetween, formatDate } from '@/shared/i18n/format';
import { today } from '@/domain/schedule';
import { server } from '../../../../mocks/common/node';
import { affiliations } from '../../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { complianceSummaryOf, obligationsOf } from '../../../../mocks/main-api/data/obligations';
import { recordRequests } from '@/testing/request-log';

const { alpenglueck } = COMPANY_IDS;

async function workspace(path: string = paths.workspace.href()) {
  // The route tree without layouts: accepting a request switches into the client's dashboard.
  const app = await renderPages(path, { auth: new FakeAuth(USER_IDS.pro) });
  await screen.findByRole('table', { name: 'Client companies' });
  return app;
}

const companyNames = () =>
  within(screen.getByRole('table', { name: 'Client companies' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the adviser workspace (ADV-2)', () => {
  it('[ADV-2][X-ADV-1] lists every client with its country and the affiliation’s status; sorted by status, pending ones first', async () => {
    await workspace(`${paths.workspace.href()}?sort=status`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Adviser workspace' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Client companies of Prado Cumplimiento Ambiental S.L.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 company is waiting for your answer.')).toBeInTheDocument();
    expect(companyNames()).toEqual([
      'Alpenglück Naturkosmetik GmbH',
      'Kowalski Elektronik Sp. z o.o.',
      'Maison Lavande SAS',
      'Sol y Mar Cosmética S.L.',
    ]);
    const pending = screen.getByRole('row', { name: /Alpenglück/ });
    expect(pending).toHaveTextContent('Austria · Graz');
    expect(within(pending).getByText('Waiting for your answer')).toBeInTheDocument();
    // The revoked Rheinperle affiliation shows only when asked for.
    expect(screen.queryByRole('row', { name: /Rheinperle/ })).toBeNull();
  });

  it('[ADV-2][OBL-1] an active client shows its open obligations and next deadline; a request shows neither', async () => {
    await workspace();
    const column = (row: HTMLElement, header: string) => {
      const headers = within(screen.getByRole('table', { name: 'Client companies' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      return within(row).getAllByRole('cell')[headers.indexOf(header) - 1]!;
    };
    const open = (companyId: string) =>
      obligationsOf(companyId).filter((o) => !['compliant', 'notApplicable'].includes(o.status))
        .length;
    const kowalski = screen.getByRole('row', { name: /Kowalski/ });
    await waitFor(() =>
      expect(column(kowalski, 'Open obligations')).toHaveTextContent(
        new RegExp(`^${open(COMPANY_IDS.kowalski)} open`),
      ),
    );
    await waitFor(() =>
      expect(column(kowalski, 'Next deadline')).toHaveTextContent(
        /(\d+ days? overdue|in \d+ days|tomorrow|today)[A-Z][a-z]{2} \d+, \d{4} · [A-Z][a-z]+|None ahead/,
      ),
    );
    const pending = screen.getByRole('row', { name: /Alpenglück/ });
    expect(column(pending, 'Open obligations')).toHaveTextContent('—');
    expect(column(pending, 'Next deadline')).toHaveTextContent('—');
  });

  it('[ADV-2] every client’s figures come in one request, none per company', async () => {
    const seen = recordRequests();
    await workspace();
    const kowalski = screen.getByRole('row', { name: /Kowalski/ });
    await waitFor(() => expect(kowalski).toHaveTextContent(/\d+ open/));
    expect(seen.filter((r) => r.path.endsWith('/compliance-summaries'))).toHaveLength(1);
    expect(seen.filter((r) => /\/(obligations|deadlines)$/.test(r.path))).toEqual([]);
  });

  it('[ADV-2] most urgent first: an overdue deadline before the nearest ahead; clients without one last', async () => {
    await workspace(`${paths.workspace.href()}?sort=urgency`);
    const { kowalski, maisonLavande, solYMar } = COMPANY_IDS;
    const names = {
      [kowalski]: 'Kowalski Elektronik Sp. z o.o.',
      [maisonLavande]: 'Maison Lavande SAS',
      [solYMar]: 'Sol y Mar Cosmética S.L.',
    };
    const key = (id: string) => {
      const next = complianceSummaryOf(id).nextDeadline;
      return next ? `${next.status === 'overdue' ? 0 : 1}${next.dueDate}` : '2';
    };
    const active = [kowalski, maisonLavande, solYMar].sort(
      (a, b) => key(a).localeCompare(key(b)) || names[a]!.localeCompare(names[b]!),
    );
    // The pending request has no figures: last.
    await waitFor(() =>
      expect(companyNames()).toEqual([
        ...active.map((id) => names[id]),
        'Alpenglück Naturkosmetik GmbH',
      ]),
    );
  });

  it('[ADV-2] when the figures cannot be had, the cells say so and the list still works', async () => {
    server.use(
      http.get(`${config.mainApiUrl}/compliance-summaries`, () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 400 }),
      ),
    );
    await workspace();
    const kowalski = screen.getByRole('row', { name: /Kowalski/ });
    await waitFor(() => expect(within(kowalski).getAllByText('Not available')).toHaveLength(2));
    expect(
      screen.getByRole('button', { name: 'Open Kowalski Elektronik Sp. z o.o.' }),
    ).toBeEnabled();
  });

  it('[ADV-2] accepting a request makes the client active; one click then switches into it', async () => {
    const { user, router } = await workspace();
    await user.click(
      screen.getByRole('button', {
        name: 'Accept the request of Alpenglück Naturkosmetik GmbH',
      }),
    );
    expect(
      await screen.findByText('You now advise Alpenglück Naturkosmetik GmbH.'),
    ).toBeInTheDocument();
    expect(affiliations.findById('aff-0004')?.status).toBe('active');
    await user.click(
      await screen.findByRole('button', { name: 'Open Alpenglück Naturkosmetik GmbH' }),
    );
    await waitFor(() => expect(locationOf(router)).toBe(`/companies/${alpenglueck}/dashboard`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('[ADV-2] declining asks first and ends the request', async () => {
    const { user } = await workspace();
    await user.click(
      screen.getByRole('button', { name: 'Decline the request of Alpenglück Naturkosmetik GmbH' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Decline the request of Alpenglück Naturkosmetik GmbH?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(affiliations.findById('aff-0004')?.status).toBe('revoked'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Alpenglück/ })).toBeNull());
  });

  it('[ADV-2] filter and sort live in the address, so a link shows the same view', async () => {
    const { user, router } = await workspace(`${paths.workspace.href()}?status=all&sort=country`);
    // By the country's name in the UI language: Austria, France, Germany, Poland, Spain.
    expect(companyNames()).toEqual([
      'Alpenglück Naturkosmetik GmbH',
      'Maison Lavande SAS',
      'Rheinperle Feinkost GmbH',
      'Kowalski Elektronik Sp. z o.o.',
      'Sol y Mar Cosmética S.L.',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Waiting for you');
    await waitFor(() => expect(locationOf(router)).toBe('/workspace?status=pending&sort=country'));
    await waitFor(() => expect(companyNames()).toEqual(['Alpenglück Naturkosmetik GmbH']));
    await user.type(screen.getByRole('searchbox', { name: 'Company or city' }), 'lyon');
    expect(await screen.findByText('No client matches these filters.')).toBeInTheDocument();
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('lyon'),
    );
  });

  it('[ADV-2] a failed acceptance (409: ended meanwhile) is said; the request stays', async () => {
    server.use(
      http.put(`${config.accountApiUrl}/companies/${alpenglueck}/affiliations/aff-0004`, () =>
        HttpResponse.json(
          { message: 'The affiliation has ended', reason: 'affiliationEnded' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await workspace();
    await user.click(
      screen.getByRole('button', { name: 'Accept the request of Alpenglück Naturkosmetik GmbH' }),
    );
    expect(
      await screen.findByText('This affiliation has ended in the meantime.'),
    ).toBeInTheDocument();
    expect(affiliations.findById('aff-0004')?.status).toBe('pending');
  });

  it('[ADV-2][PERM-1] someone who works for no adviser firm gets the access-denied page', async () => {
    await renderRoute(paths.workspace.href(), { auth: new FakeAuth(USER_IDS.owner) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are not allowed to open this page.')).toBeInTheDocument();
  });

  it('[ADV-2] the user menu leads advisers to the workspace', async () => {
    const { user, router } = await renderLayout(`/companies/${COMPANY_IDS.solYMar}/dashboard`, {
      auth: new FakeAuth(USER_IDS.pro),
    });
    await screen.findByRole('heading', { level: 1 });
    const account = await screen.findByRole('button', { name: 'Account of Paula Prado' });
    await user.click(account);
    await user.click(await screen.findByRole('menuitem', { name: 'Adviser workspace' }));
    await waitFor(() => expect(locationOf(router)).toBe('/workspace'));
  });
});

describe('an adviser’s morning (UX-13)', () => {
  const { kowalski, maisonLavande, solYMar } = COMPANY_IDS;
  const NAMES: Record<string, string> = {
    [kowalski]: 'Kowalski Elektronik Sp. z o.o.',
    [maisonLavande]: 'Maison Lavande SAS',
    [solYMar]: 'Sol y Mar Cosmética S.L.',
  };
  const list = () => screen.findByRole('table', { name: 'Client companies' });
  const open = () => renderRoute(paths.workspace.href(), { auth: new FakeAuth(USER_IDS.pro) });

  it('[UX-13] the plain address sorts by urgency: overdue first (the oldest first), then the nearest ahead, requests last', async () => {
    await open();
    await list();
    const key = (id: string) => {
      const next = complianceSummaryOf(id).nextDeadline;
      return next ? `${next.status === 'overdue' ? 0 : 1}${next.dueDate}` : '2';
    };
    const active = Object.keys(NAMES).sort(
      (a, b) => key(a).localeCompare(key(b)) || NAMES[a]!.localeCompare(NAMES[b]!),
    );
    await waitFor(() =>
      expect(companyNames()).toEqual([
        ...active.map((id) => NAMES[id]),
        'Alpenglück Naturkosmetik GmbH',
      ]),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('urgency');
  });

  it('[UX-13] the next deadline’s state is a chip with the days, counted from the service’s today', async () => {
    await open();
    await list();
    for (const id of Object.keys(NAMES)) {
      const next = complianceSummaryOf(id).nextDeadline;
      const row = screen.getByRole('row', { name: new RegExp(NAMES[id]!.split(' ')[0]!) });
      if (!next) {
        await waitFor(() => expect(row).toHaveTextContent('None ahead'));
        continue;
      }
      const days = daysBetween(today(), next.dueDate);
      const chip =
        next.status === 'overdue'
          ? `${-days} day${-days === 1 ? '' : 's'} overdue`
          : new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(days, 'day');
      await waitFor(() => expect(within(row).getByText(chip)).toBeInTheDocument());
      expect(row).toHaveTextContent(
        `${formatDate(next.dueDate, 'en')} · ${countryName(next.country, 'en')}`,
      );
    }
  });

  it('[UX-13] a name keeps its words whole and carries itself as a tooltip; permissions fold into one line', async () => {
    const { user } = await open();
    await list();
    const name = screen.getByTitle('Kowalski Elektronik Sp. z o.o.');
    expect(name).toHaveTextContent('Kowalski Elektronik Sp. z o.o.');
    expect(name).toHaveStyle({ overflowWrap: 'normal', wordBreak: 'normal' });
    expect(name.closest('th')).toHaveStyle({ overflowWrap: 'normal' });
    const row = screen.getByRole('row', { name: /Kowalski/ });
    const fold = within(row).getByRole('group', {
      name: 'Permissions for Kowalski Elektronik Sp. z o.o.',
    });
    const granted = affiliations
      .all()
      .find((a) => a.companyId === kowalski && a.status === 'active')!;
    const summary = within(fold).getByText(`${granted.permissions.length} of 4`);
    expect(fold).not.toHaveAttribute('open');
    await user.click(summary);
    expect(fold).toHaveAttribute('open');
    expect(within(fold).getAllByRole('listitem')).toHaveLength(granted.permissions.length);
  });
});
