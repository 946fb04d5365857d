import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderApp, renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { companies } from '../../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

const { alpenglueck, nordlicht, rheinperle, solYMar, kowalski } = COMPANY_IDS;
const settingsUrl = (companyId: string) => `/companies/${companyId}/settings`;

/**
 * The settings page of `companyId` (its route); `whole` for the deletion that lands on another
 * company and checks the switcher (the app shell) there.
 */
async function settingsOf(companyId: string, userId: string = USER_IDS.owner, whole = false) {
  const auth = new FakeAuth(userId);
  const app = whole
    ? await renderApp(settingsUrl(companyId), { auth })
    : await renderRoute(settingsUrl(companyId), { auth });
  await screen.findByRole('table', { name: 'Company details' });
  return app;
}

async function openDeletion(user: Awaited<ReturnType<typeof settingsOf>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Delete company…' }));
  return screen.findByRole('dialog');
}

describe('company settings: details and deletion', () => {
  it('[COMPANY-1] shows the legal identity, the commercial register entry included', async () => {
    await settingsOf(nordlicht);
    const table = screen.getByRole('table', { name: 'Company details' });
    expect(within(table).getByRole('row', { name: /Commercial register entry/ })).toHaveTextContent(
      'HRB 164821',
    );
    expect(within(table).getByRole('row', { name: /VAT ID/ })).toHaveTextContent('DE318245671');
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
  });

  it('[COMPANY-1][COMPANY-2] the owner deletes a company after typing its name; lands on another company, the switcher refreshed', async () => {
    const { user, router } = await settingsOf(nordlicht, USER_IDS.owner, true);
    const dialog = await openDeletion(user);
    expect(dialog).toHaveAccessibleName('Delete Nordlicht Versand GmbH?');
    const confirm = within(dialog).getByRole('button', { name: 'Delete company' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Company name' }), 'Nordlicht');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Company name' }), ' Versand GmbH');
    await user.click(confirm);
    await waitFor(() => expect(locationOf(router)).toBe(`/companies/${alpenglueck}/dashboard`));
    expect(await screen.findByText('Nordlicht Versand GmbH was deleted.')).toBeInTheDocument();
    expect(companies.findById(nordlicht)).toBeUndefined();
    await user.click(
      await screen.findByRole('button', { name: /^Company: Alpenglück Naturkosmetik GmbH/ }),
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Nordlicht Versand GmbH')).toBeNull();
  });

  it('[COMPANY-1][X-COMPANY-1] deleting the only company leads to the companies page', async () => {
    const { user, router } = await settingsOf(rheinperle, USER_IDS.flagsOff);
    const dialog = await openDeletion(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Company name' }),
      'rheinperle feinkost gmbh',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete company' }));
    await waitFor(() => expect(locationOf(router)).toMatch(/\/account\/companies\?/));
  });

  it.each([
    [500, 'The server could not complete the request. Your entries are kept.'],
    [403, 'Only owners can do this.'],
  ])(
    '[COMPANY-1] a %i on deletion is said in the dialog; the company stays',
    async (status, text) => {
      server.use(
        http.delete(`${config.accountApiUrl}/companies/${nordlicht}`, () =>
          HttpResponse.json(
            { message: 'no', ...(status === 403 ? { reason: 'ownersOnly' } : {}) },
            { status },
          ),
        ),
      );
      const { user } = await settingsOf(nordlicht);
      const dialog = await openDeletion(user);
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Company name' }),
        'Nordlicht Versand GmbH',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Delete company' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
      expect(companies.findById(nordlicht)).toBeDefined();
    },
  );

  it('[COMPANY-1][PERM-1] an admin may edit but not delete, and is told why', async () => {
    await settingsOf(alpenglueck, USER_IDS.alpenglueckStaff);
    expect(screen.getByRole('link', { name: 'Edit details' })).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Delete company…' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Only owners can do this.');
  });

  it('[PERM-1] a member may neither edit nor delete; both say why', async () => {
    await settingsOf(nordlicht, USER_IDS.nordlichtMember);
    const edit = screen.getByRole('link', { name: 'Edit details' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveAccessibleDescription('Only owners and admins can do this.');
    expect(screen.getByRole('button', { name: 'Delete company…' })).toBeDisabled();
  });

  it('[PERM-1] an adviser never sees deletion or the team tabs; editing follows the affiliation', async () => {
    const withEdit = await settingsOf(solYMar, USER_IDS.pro);
    expect(screen.queryByRole('button', { name: 'Delete company…' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Company settings' }))
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Details']);
    expect(screen.getByRole('link', { name: 'Edit details' })).not.toHaveAttribute('aria-disabled');
    withEdit.unmount();

    await settingsOf(kowalski, USER_IDS.pro);
    expect(screen.getByRole('link', { name: 'Edit details' })).toHaveAccessibleDescription(
      'Your firm’s affiliation does not include this. Ask the company to extend it.',
    );
  });
});
