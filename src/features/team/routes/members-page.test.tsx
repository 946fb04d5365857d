import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { setScreenWidth } from '@/testing/screen-width';
import { server } from '../../../../mocks/common/node';
import { memberships } from '../../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

const { alpenglueck, nordlicht, solYMar } = COMPANY_IDS;
const membersUrl = (companyId: string) => `/companies/${companyId}/settings/members`;

async function membersOf(companyId: string, userId: string = USER_IDS.owner) {
  const app = await renderRoute(membersUrl(companyId), { auth: new FakeAuth(userId) });
  await screen.findByRole('table', { name: /^Members of / });
  return app;
}

const row = (name: RegExp) => screen.getByRole('row', { name });

describe('members (settings/members)', () => {
  it('[TEAM-1] lists name, e-mail, role and since; the only owner cannot leave and is told why', async () => {
    await membersOf(alpenglueck);
    expect(screen.getByRole('heading', { level: 1, name: 'Company settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    const owner = row(/Olivia Owner \(you\)/);
    expect(within(owner).getByText('owner@example.com')).toBeInTheDocument();
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText('Feb 12, 2024')).toBeInTheDocument();
    const leave = within(owner).getByRole('button', { name: 'Leave the company' });
    expect(leave).toBeDisabled();
    expect(leave).toHaveAccessibleDescription(
      'You are the only owner: invite another owner before you leave, or delete the company.',
    );
    expect(within(row(/Jonas Berger/)).getByText('Admin')).toBeInTheDocument();
  });

  it('[TEAM-1] removing someone asks first, naming them; then the list and the service agree', async () => {
    const { user } = await membersOf(alpenglueck);
    await user.click(screen.getByRole('button', { name: 'Remove Jonas Berger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Jonas Berger?' });
    expect(dialog).toHaveTextContent(
      'Jonas Berger (jonas.berger@alpenglueck-naturkosmetik.at) loses access to Alpenglück Naturkosmetik GmbH at once.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Jonas Berger was removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Jonas Berger/ })).toBeNull());
    expect(memberships.findById('mem-0002')).toBeUndefined();
  });

  it('[TEAM-1][PERM-1][X-PERM-1] a member sees every removal disabled with the reason; the service refuses too', async () => {
    await membersOf(nordlicht, USER_IDS.nordlichtMember);
    const reason = 'Only owners and admins can do this.';
    const remove = screen.getByRole('button', { name: 'Remove Olivia Owner' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeInTheDocument();
    // Their own row offers leaving.
    expect(screen.getByRole('button', { name: 'Leave the company' })).toBeEnabled();
  });

  it('[TEAM-1][PERM-1] an admin may remove members but not the owner', async () => {
    await membersOf(alpenglueck, USER_IDS.alpenglueckStaff);
    const removeOwner = screen.getByRole('button', { name: 'Remove Olivia Owner' });
    expect(removeOwner).toBeDisabled();
    expect(removeOwner).toHaveAccessibleDescription('The only owner cannot be removed.');
  });

  it('[TEAM-1] leaving the only company lands on the companies page', async () => {
    const { user, router } = await membersOf(nordlicht, USER_IDS.nordlichtMember);
    await user.click(screen.getByRole('button', { name: 'Leave the company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Nordlicht Versand GmbH?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave company' }));
    await waitFor(() => expect(locationOf(router)).toMatch(/\/account\/companies\?/));
    expect(memberships.find(USER_IDS.nordlichtMember, nordlicht)).toBeUndefined();
    expect(await screen.findByText('You left Nordlicht Versand GmbH.')).toBeInTheDocument();
  });

  it('[TEAM-1] the service’s 409 (last owner) shows in the dialog; nothing changes', async () => {
    server.use(
      http.delete(`${config.accountApiUrl}/companies/${alpenglueck}/members/mem-0002`, () =>
        HttpResponse.json(
          { message: 'The last owner cannot be removed', reason: 'lastOwner' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await membersOf(alpenglueck);
    await user.click(screen.getByRole('button', { name: 'Remove Jonas Berger' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A company needs an owner: the last owner cannot be removed or leave.',
    );
    expect(memberships.findById('mem-0002')).toBeDefined();
  });

  it.each([
    [
      403,
      { message: 'Only owners and admins may do this', reason: 'managersOnly' },
      'Only owners and admins can do this.',
    ],
    [500, { message: 'boom' }, 'The server could not complete the request.'],
  ])(
    '[TEAM-1][PERM-1] a %i on removal is said in the dialog, which stays open',
    async (status, body, text) => {
      server.use(
        http.delete(`${config.accountApiUrl}/companies/${alpenglueck}/members/mem-0002`, () =>
          HttpResponse.json(body, { status }),
        ),
      );
      const { user } = await membersOf(alpenglueck);
      await user.click(screen.getByRole('button', { name: 'Remove Jonas Berger' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
      expect(within(dialog).getByRole('button', { name: 'Remove member' })).toBeEnabled();
    },
  );

  it('[TEAM-1][ERR-3] a network failure on removal says so; the member stays', async () => {
    server.use(
      http.delete(`${config.accountApiUrl}/companies/${alpenglueck}/members/mem-0002`, () =>
        HttpResponse.error(),
      ),
    );
    const { user } = await membersOf(alpenglueck);
    await user.click(screen.getByRole('button', { name: 'Remove Jonas Berger' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not reach the server.',
    );
    expect(memberships.findById('mem-0002')).toBeDefined();
  });

  it('[TEAM-1] a refused member list (403) is said on the page', async () => {
    server.use(
      http.get(`${config.accountApiUrl}/companies/${alpenglueck}/members`, () =>
        HttpResponse.json({ message: 'no', reason: 'teamOnly' }, { status: 403 }),
      ),
    );
    await renderRoute(membersUrl(alpenglueck));
    expect(await screen.findByText('Only members of the company can do this.')).toBeInTheDocument();
  });

  it('[PERM-1][X-PERM-1] an adviser sees only the details tab; the members address says access denied', async () => {
    await renderRoute(membersUrl(solYMar), { auth: new FakeAuth(USER_IDS.pro) });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Company settings' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Details']);
  });

  it('[TEAM-1] below 600 px the members are stacked cards with the same facts', async () => {
    const restore = setScreenWidth(375);
    try {
      await renderRoute(membersUrl(alpenglueck));
      const list = await screen.findByRole('list', { name: /^Members of / });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(
        within(cards[1]!).getByText('jonas.berger@alpenglueck-naturkosmetik.at'),
      ).toBeInTheDocument();
      expect(within(cards[1]!).getByRole('button', { name: 'Remove Jonas Berger' })).toBeEnabled();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      restore();
    }
  });
});

it('[TEAM-1] the member list says where a removed member went: the address of the page stays', async () => {
  const { user, router } = await membersOf(alpenglueck);
  await user.click(screen.getByRole('button', { name: 'Remove Jonas Berger' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove member' }),
  );
  await screen.findByText('Jonas Berger was removed.');
  expect(locationOf(router)).toBe(membersUrl(alpenglueck));
});
