import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { invitations, outbox } from '../../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

const { alpenglueck, nordlicht } = COMPANY_IDS;
const invitationsUrl = (companyId: string) => `/companies/${companyId}/settings/invitations`;
const invitationsApi = (companyId: string) =>
  `${config.accountApiUrl}/companies/${companyId}/invitations`;

async function invitationsOf(companyId: string, userId: string = USER_IDS.owner) {
  const app = await renderRoute(invitationsUrl(companyId), { auth: new FakeAuth(userId) });
  await screen.findByRole('form', { name: 'Invite by e-mail' });
  return app;
}

const emailField = () => screen.getByRole('textbox', { name: /^E-mail address/ });
const sendButton = () => screen.getByRole('button', { name: 'Send invitation' });

describe('invitations (settings/invitations)', () => {
  it('[TEAM-2] lists the open invitations: e-mail, role, invited by, valid until or expired', async () => {
    await invitationsOf(alpenglueck);
    const table = await screen.findByRole('table', { name: 'Open invitations' });
    const newbie = within(table).getByRole('row', { name: /newbie@example\.com/ });
    expect(newbie).toHaveTextContent('Member');
    expect(newbie).toHaveTextContent('Olivia Owner');
    const expired = within(table).getByRole('row', { name: /markus\.steiner/ });
    expect(expired).toHaveTextContent('Admin');
    expect(expired).toHaveTextContent('Jonas Berger');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
  });

  it('[TEAM-2] inviting sends the mail and lists the invitation', async () => {
    const { user } = await invitationsOf(nordlicht);
    await user.type(emailField(), 'Jan.Petersen@nordlicht-versand.de');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'Admin');
    await user.click(sendButton());
    expect(
      await screen.findByText('Invitation sent to jan.petersen@nordlicht-versand.de.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Open invitations' });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /jan\.petersen/ })).toHaveTextContent('Admin'),
    );
    expect(emailField()).toHaveValue('');
    const created = invitations.all().find((i) => i.email === 'jan.petersen@nordlicht-versand.de');
    expect(created).toMatchObject({ role: 'admin', status: 'pending', invitedBy: USER_IDS.owner });
    expect(outbox.all()).toContainEqual(
      expect.objectContaining({ to: 'jan.petersen@nordlicht-versand.de', kind: 'invitation' }),
    );
  });

  it('[TEAM-2][X-FORM-1] the address is checked on blur and submit, the field focused', async () => {
    const { user } = await invitationsOf(nordlicht);
    await user.click(sendButton());
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), 'not-an-address');
    await user.tab();
    expect(
      await screen.findByText('Enter an e-mail address like name@company.com.'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'jonas.berger@alpenglueck-naturkosmetik.at',
      'This person is already a member of the company.',
    ],
    ['newbie@example.com', 'An invitation to this address is already pending.'],
  ])(
    '[TEAM-2] the service’s 409 for %s shows on the field, the value kept',
    async (email, text) => {
      const { user } = await invitationsOf(alpenglueck);
      await user.type(emailField(), email);
      await user.click(sendButton());
      await waitFor(() => expect(emailField()).toHaveAttribute('aria-invalid', 'true'));
      expect(emailField()).toHaveFocus();
      expect(emailField()).toHaveValue(email);
      expect(screen.getAllByText(text).length).toBeGreaterThanOrEqual(1);
    },
  );

  it.each([
    [500, 'The server could not complete the request. Your entries are kept. Try again.'],
    [403, 'Only owners and admins can do this.'],
  ])(
    '[TEAM-2] a %i on inviting is said next to the form; the input stays',
    async (status, text) => {
      server.use(
        http.post(invitationsApi(nordlicht), () =>
          HttpResponse.json(
            { message: 'no', ...(status === 403 ? { reason: 'managersOnly' } : {}) },
            { status },
          ),
        ),
      );
      const { user } = await invitationsOf(nordlicht);
      await user.type(emailField(), 'lea@nordlicht-versand.de');
      await user.click(sendButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(emailField()).toHaveValue('lea@nordlicht-versand.de');
    },
  );

  it('[TEAM-2][ERR-3] a timeout or lost connection keeps the input and says so', async () => {
    server.use(http.post(invitationsApi(nordlicht), () => HttpResponse.error()));
    const { user } = await invitationsOf(nordlicht);
    await user.type(emailField(), 'lea@nordlicht-versand.de');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(emailField()).toHaveValue('lea@nordlicht-versand.de');
  });

  it('[TEAM-2][PERM-1][X-PERM-1] an admin cannot offer the owner role, and is told why', async () => {
    await invitationsOf(alpenglueck, USER_IDS.alpenglueckStaff);
    expect(screen.getByText('Only owners can invite owners.')).toBeInTheDocument();
    const role = screen.getByRole('combobox', { name: /^Role/ });
    expect(within(role).getByRole('option', { name: 'Owner' })).toBeDisabled();
    expect(within(role).getByRole('option', { name: 'Admin' })).toBeEnabled();
  });

  it('[TEAM-2][PERM-1] a member sees the invitations but cannot invite or withdraw, and is told why', async () => {
    await invitationsOf(nordlicht, USER_IDS.nordlichtMember);
    const reason = 'Only owners and admins can do this.';
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription(reason);
    expect(emailField()).toBeDisabled();
    const withdraw = await screen.findByRole('button', {
      name: 'Withdraw the invitation to lena.schroeder@nordlicht-versand.de',
    });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription(reason);
  });

  it('[TEAM-2] withdrawing asks first; the invitation is withdrawn and leaves the list', async () => {
    const { user } = await invitationsOf(nordlicht);
    await user.click(
      await screen.findByRole('button', {
        name: 'Withdraw the invitation to lena.schroeder@nordlicht-versand.de',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Withdraw the invitation to lena.schroeder@nordlicht-versand.de?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    expect(
      await screen.findByText('No open invitations. Invite a colleague by e-mail above.'),
    ).toBeInTheDocument();
    expect(invitations.findById('inv-0001')?.status).toBe('revoked');
  });

  it('[TEAM-2] a 404 on withdrawing (gone meanwhile) is said in the dialog', async () => {
    server.use(
      http.delete(`${invitationsApi(nordlicht)}/inv-0001`, () =>
        HttpResponse.json({ message: 'Invitation not found' }, { status: 404 }),
      ),
    );
    const { user } = await invitationsOf(nordlicht);
    await user.click(
      await screen.findByRole('button', {
        name: 'Withdraw the invitation to lena.schroeder@nordlicht-versand.de',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The page you are looking for does not exist or you have no access to it.',
    );
  });
});
