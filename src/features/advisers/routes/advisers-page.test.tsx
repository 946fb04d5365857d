import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { server } from '../../../../mocks/common/node';
import { affiliations, outbox } from '../../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { PRO_IDS } from '../../../../mocks/common/data/fixtures/pros';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

afterEach(() => stopRecording());

const { alpenglueck, nordlicht } = COMPANY_IDS;
const advisersUrl = (companyId: string) => `/companies/${companyId}/settings/advisers`;

async function advisersOf(companyId: string, userId: string = USER_IDS.owner) {
  const app = await renderRoute(advisersUrl(companyId), { auth: new FakeAuth(userId) });
  await screen.findByRole('heading', { level: 2, name: 'Advisers' });
  return app;
}

describe('advisers (settings/advisers)', () => {
  it('[ADV-1] lists each affiliation with its status and what the firm may do', async () => {
    await advisersOf(alpenglueck);
    const row = await screen.findByRole('row', { name: /Prado Cumplimiento Ambiental/ });
    expect(within(row).getByText('Waiting for the adviser')).toBeInTheDocument();
    expect(row).toHaveTextContent("See the company's data, Manage documents");
  });

  it('[ADV-1][X-ADV-1] adds an adviser from the directory: search by name, filter by country, detail, permissions', async () => {
    const seen = recordRequests();
    const { user } = await advisersOf(nordlicht);
    await user.click(screen.getByRole('button', { name: 'Add adviser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an adviser' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Spain' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Name or city' }), 'prado');
    const results = await within(dialog).findByRole('list', { name: 'Adviser firms' });
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Prado Cumplimiento Ambiental S.L.Madrid, Spain']),
    );
    // Typing settles before the directory is asked, with both filters.
    await waitFor(() =>
      expect(seen.filter((r) => r.path.endsWith('/pros')).map((r) => r.search)).toContain(
        '?query=prado&country=ES',
      ),
    );
    expect(seen.filter((r) => r.search.startsWith('?query=p&'))).toEqual([]);
    await user.click(within(results).getByRole('button', { name: /Prado/ }));
    expect(await within(dialog).findByText(/Register code CEM-28-14573/)).toBeInTheDocument();
    expect(within(dialog).getByText('Spanish NIE/NIF')).toBeInTheDocument();
    const always = within(dialog).getByRole('checkbox', { name: "See the company's data" });
    expect(always).toBeChecked();
    expect(always).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Submit quantity reports' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(
        'Prado Cumplimiento Ambiental S.L. was asked to advise your company.',
      ),
    ).toBeInTheDocument();
    const created = affiliations.forCompany(nordlicht).find((a) => a.proId === PRO_IDS.prado);
    expect(created).toMatchObject({
      status: 'pending',
      permissions: ['viewCompany', 'submitReports'],
    });
    expect(outbox.all()).toContainEqual(
      expect.objectContaining({ to: 'pro@example.com', kind: 'affiliationRequest' }),
    );
    expect(await screen.findByRole('row', { name: /Prado/ })).toHaveTextContent(
      'Waiting for the adviser',
    );
  });

  it('[ADV-1] a firm that already works for the company is refused (409), said in the dialog', async () => {
    const { user } = await advisersOf(nordlicht);
    await user.click(screen.getByRole('button', { name: 'Add adviser' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /Möller & Kröger/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This firm already works for your company, or has a pending request.',
    );
  });

  it('[ADV-1][TRUST-17] a 500 on the request keeps the dialog and the choices; "Try again" sends them', async () => {
    server.use(
      http.post(
        `${config.accountApiUrl}/companies/${nordlicht}/affiliations`,
        () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await advisersOf(nordlicht);
    await user.click(screen.getByRole('button', { name: 'Add adviser' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /Huber Umweltberatung/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manage documents' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The server could not complete the request. Your entries are kept. Try again.',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Manage documents' })).toBeChecked();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/was asked to advise your company/)).toBeInTheDocument();
    const created = affiliations.forCompany(nordlicht).find((a) => a.proId === PRO_IDS.graz);
    expect(created?.permissions).toContain('manageDocuments');
  });

  it('[ADV-1][TRUST-17] a failed change of permissions keeps the dialog and the ticks; "Try again" saves them', async () => {
    server.use(
      http.put(
        `${config.accountApiUrl}/companies/${alpenglueck}/affiliations/:id`,
        () => HttpResponse.error(),
        {
          once: true,
        },
      ),
    );
    const { user } = await advisersOf(alpenglueck);
    await user.click(
      await screen.findByRole('button', {
        name: 'Change permissions of Prado Cumplimiento Ambiental S.L.',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'What Prado Cumplimiento Ambiental S.L. may do',
    });
    await user.click(within(dialog).getByRole('checkbox', { name: "Edit the company's data" }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manage documents' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your entries are kept.');
    expect(within(dialog).getByRole('checkbox', { name: "Edit the company's data" })).toBeChecked();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('The permissions of Prado Cumplimiento Ambiental S.L. were saved.'),
    ).toBeInTheDocument();
    expect(affiliations.findById('aff-0004')?.permissions).toEqual(['viewCompany', 'editCompany']);
  });

  it('[ADV-1] an unknown firm’s detail (404) is said in the dialog', async () => {
    server.use(
      http.get(`${config.accountApiUrl}/pros/:country/:code`, () =>
        HttpResponse.json({ message: 'Pro not found' }, { status: 404 }),
      ),
    );
    const { user } = await advisersOf(nordlicht);
    await user.click(screen.getByRole('button', { name: 'Add adviser' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /Huber Umweltberatung/ }));
    expect(
      await within(dialog).findByText(/does not exist or you have no access/),
    ).toBeInTheDocument();
  });

  it('[ADV-1] changes what a firm may do', async () => {
    const { user } = await advisersOf(alpenglueck);
    await user.click(
      await screen.findByRole('button', {
        name: 'Change permissions of Prado Cumplimiento Ambiental S.L.',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'What Prado Cumplimiento Ambiental S.L. may do',
    });
    await user.click(within(dialog).getByRole('checkbox', { name: "Edit the company's data" }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manage documents' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    expect(
      await screen.findByText('The permissions of Prado Cumplimiento Ambiental S.L. were saved.'),
    ).toBeInTheDocument();
    expect(affiliations.findById('aff-0004')?.permissions).toEqual(['viewCompany', 'editCompany']);
  });

  it('[ADV-1] ends an affiliation after asking', async () => {
    const { user } = await advisersOf(nordlicht);
    await user.click(
      await screen.findByRole('button', {
        name: 'End the affiliation with Möller & Kröger Steuerberatung PartG mbB',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('loses access to Nordlicht Versand GmbH at once');
    await user.click(within(dialog).getByRole('button', { name: 'End affiliation' }));
    expect(
      await screen.findByText(
        'No advisers yet. Add an adviser firm from the directory to let it work for your company.',
      ),
    ).toBeInTheDocument();
    expect(affiliations.findById('aff-0005')).toBeUndefined();
  });

  it('[ADV-1][PERM-1] a member sees the advisers; adding, changing and ending are disabled with the reason', async () => {
    await advisersOf(nordlicht, USER_IDS.nordlichtMember);
    const reason = 'Only owners and admins can do this.';
    expect(screen.getByText(reason)).toBeInTheDocument();
    for (const name of [
      'Add adviser',
      'Change permissions of Möller & Kröger Steuerberatung PartG mbB',
      'End the affiliation with Möller & Kröger Steuerberatung PartG mbB',
    ]) {
      const button = await screen.findByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
  });
});
