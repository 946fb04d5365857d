import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { companies, outbox, users } from '../../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

async function profileOf(userId: string = USER_IDS.owner) {
  const app = await renderRoute('/account/profile', { auth: new FakeAuth(userId) });
  await screen.findByRole('form', { name: 'E-mail address' });
  return app;
}

const newEmailField = () => screen.getByRole('textbox', { name: /^New e-mail address/ });
const changeButton = () => screen.getByRole('button', { name: 'Change e-mail address' });

describe('profile: e-mail address (PROFILE-1)', () => {
  it('[PROFILE-1][X-PROFILE-1] a confirmation goes to the new address; the current one stays until it is followed', async () => {
    const { user } = await profileOf();
    await user.type(newEmailField(), 'Olivia.Obermayr@example.com');
    await user.click(changeButton());
    expect(
      await screen.findByText('Confirmation link sent to olivia.obermayr@example.com.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'We sent a confirmation link to olivia.obermayr@example.com. Until you follow it, you keep signing in with owner@example.com.',
      ),
    ).toBeInTheDocument();
    expect(users.findById(USER_IDS.owner)?.email).toBe('owner@example.com');
    const mail = outbox.all().find((m) => m.kind === 'emailChange');
    expect(mail).toMatchObject({
      to: 'olivia.obermayr@example.com',
      subject: 'Confirm your new e-mail address',
    });
  });

  it('[TRUST-10] with a sign-in older than 5 minutes the change is refused and offers to sign in again (password asked), coming back here with the address still typed', async () => {
    const stale = new FakeAuth(USER_IDS.owner).signedInAt(Date.now() - 10 * 60_000);
    const { user, unmount } = await renderRoute('/account/profile', { auth: stale });
    await screen.findByRole('form', { name: 'E-mail address' });
    await user.type(newEmailField(), 'olivia@owner-family.example');
    await user.click(changeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'For your security, sign in again before you change your e-mail address.',
    );
    expect(outbox.all().filter((m) => m.kind === 'emailChange')).toHaveLength(0);
    expect(newEmailField()).toHaveValue('olivia@owner-family.example');
    await user.click(within(alert).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() =>
      expect(stale.signInRedirects).toEqual([
        { redirectPath: '/account/profile', reauthenticate: true },
      ]),
    );
    // No renewal was tried for it: a new token keeps the old sign-in time.
    expect(stale.renewals).toBe(0);
    unmount();

    // Back from the provider with a fresh sign-in: the typed address is there and goes through.
    const fresh = new FakeAuth(USER_IDS.owner);
    const again = await renderRoute('/account/profile', { auth: fresh });
    await screen.findByRole('form', { name: 'E-mail address' });
    expect(newEmailField()).toHaveValue('olivia@owner-family.example');
    await again.user.click(changeButton());
    expect(
      await screen.findByText('Confirmation link sent to olivia@owner-family.example.'),
    ).toBeInTheDocument();
  });

  it('[TRUST-13] an address another account uses reads like a free one: "check the new mailbox", nothing changes, its owner is told', async () => {
    const { user } = await profileOf();
    await user.type(newEmailField(), 'admin@example.com');
    await user.click(changeButton());
    expect(
      await screen.findByText('Confirmation link sent to admin@example.com.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'We sent a confirmation link to admin@example.com. Until you follow it, you keep signing in with owner@example.com.',
      ),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'E-mail address' });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(newEmailField()).toHaveValue('');
    expect(users.findById(USER_IDS.owner)?.email).toBe('owner@example.com');
    expect(users.findById(USER_IDS.admin)?.email).toBe('admin@example.com');
    expect(outbox.all().map((m) => [m.kind, m.to])).toEqual([
      ['emailChangeAttempt', 'admin@example.com'],
      ['emailChangeNotice', 'owner@example.com'],
    ]);
  });

  it('[PROFILE-1][X-FORM-1] the current address and a malformed one are refused before sending', async () => {
    const { user } = await profileOf();
    await user.type(newEmailField(), 'OWNER@example.com');
    await user.click(changeButton());
    expect(await screen.findByText('This is already your address.')).toBeInTheDocument();
    await user.clear(newEmailField());
    await user.type(newEmailField(), 'owner@');
    await user.tab();
    expect(
      await screen.findByText('Enter an e-mail address like name@example.com.'),
    ).toBeInTheDocument();
    expect(outbox.all()).toEqual([]);
  });

  it.each([
    [
      500,
      () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
      'The server could not complete the request. Your entries are kept.',
    ],
    [0, () => HttpResponse.error(), 'We could not reach the server.'],
  ])(
    '[PROFILE-1][ERR-3] a failure (%i) is said next to the form; the value stays',
    async (_status, answer, text) => {
      server.use(http.post(`${config.accountApiUrl}/updateEmail`, answer));
      const { user } = await profileOf();
      await user.type(newEmailField(), 'olivia@example.org');
      await user.click(changeButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(newEmailField()).toHaveValue('olivia@example.org');
    },
  );
});

describe('profile: password reset (PROFILE-1)', () => {
  it('[PROFILE-1] sends a reset link to the signed-in address and says so', async () => {
    const { user } = await profileOf();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findAllByText('A password reset link was sent to owner@example.com.'),
    ).not.toHaveLength(0);
    expect(outbox.all()).toEqual([
      expect.objectContaining({ to: 'owner@example.com', kind: 'passwordReset' }),
    ]);
  });
});

describe('profile: delete account (PROFILE-1)', () => {
  async function confirmDeletion(
    user: Awaited<ReturnType<typeof profileOf>>['user'],
    email: string,
  ) {
    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your e-mail address' }), email);
    await user.click(confirm);
    return dialog;
  }

  it('[PROFILE-1][AUTH-10][X-PROFILE-1] after typing the e-mail the account goes; signed out, persisted state purged', async () => {
    const { user, auth, store } = await profileOf(USER_IDS.outdated);
    await confirmDeletion(user, 'outdated@example.com');
    await waitFor(() => expect(auth.signOuts).toBe(1));
    expect(store.getState().auth.status).toBe('signedOut');
    expect(users.findById(USER_IDS.outdated)).toBeUndefined();
    expect(companies.findById(COMPANY_IDS.altmann)).toBeUndefined();
    expect(localStorage.getItem('lastSelectedCompany')).toBeNull();
  });

  it('[PROFILE-1] a sole owner is told which companies to hand over first (409); nothing is deleted', async () => {
    const { user, auth } = await profileOf();
    const dialog = await confirmDeletion(user, 'owner@example.com');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('You are the only owner of these companies');
    expect(
      within(alert).getByRole('link', { name: 'Alpenglück Naturkosmetik GmbH' }),
    ).toHaveAttribute('href', `/companies/${COMPANY_IDS.alpenglueck}/settings/members`);
    expect(within(alert).getByRole('link', { name: 'Nordlicht Versand GmbH' })).toBeInTheDocument();
    expect(users.findById(USER_IDS.owner)).toBeDefined();
    expect(auth.signOuts).toBe(0);
  });

  it('[TRUST-13] with a sign-in older than 5 minutes the deletion is refused and offers to sign in again (password asked), coming back here; a fresh sign-in deletes', async () => {
    const stale = new FakeAuth(USER_IDS.outdated).signedInAt(Date.now() - 10 * 60_000);
    const { user, unmount } = await renderRoute('/account/profile', { auth: stale });
    await screen.findByRole('form', { name: 'E-mail address' });
    const dialog = await confirmDeletion(user, 'outdated@example.com');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'For your security, sign in again before you delete your account.',
    );
    expect(users.findById(USER_IDS.outdated)).toBeDefined();
    expect(stale.signOuts).toBe(0);
    await user.click(within(alert).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() =>
      expect(stale.signInRedirects).toEqual([
        { redirectPath: '/account/profile', reauthenticate: true },
      ]),
    );
    unmount();

    const fresh = new FakeAuth(USER_IDS.outdated);
    const again = await renderRoute('/account/profile', { auth: fresh });
    await screen.findByRole('form', { name: 'E-mail address' });
    await confirmDeletion(again.user, 'outdated@example.com');
    await waitFor(() => expect(fresh.signOuts).toBe(1));
    expect(users.findById(USER_IDS.outdated)).toBeUndefined();
  });

  it('[PROFILE-1][TRUST-17][HOUSE-4] a failure (500) keeps the user signed in and says so, the typed address kept', async () => {
    server.use(
      http.post(`${config.accountApiUrl}/deleteAccount`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { user, auth } = await profileOf(USER_IDS.newbie);
    const dialog = await confirmDeletion(user, 'NEWBIE@example.com');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server could not complete the request. Your entries are kept.',
    );
    expect(within(dialog).getByRole('textbox')).toHaveValue('NEWBIE@example.com');
    expect(auth.signOuts).toBe(0);
    expect(users.findById(USER_IDS.newbie)).toBeDefined();
  });
});
