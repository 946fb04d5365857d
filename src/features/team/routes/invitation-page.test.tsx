import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { paths } from '@/shared/paths';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderApp, renderRoute } from '@/testing/render-app';
import { recordRequests } from '@/testing/request-log';
import { server } from '../../../../mocks/common/node';
import { invitations, memberships, users } from '../../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

const { alpenglueck } = COMPANY_IDS;
/** newbie@example.com's pending invitation to Alpenglück, as the mail links it. */
const link = paths.invitation.href(alpenglueck, 'inv-0002', 'newbie@example.com');

describe('the invitation link (TEAM-3)', () => {
  it('[TEAM-3][X-TEAM-1] signed out: register with the invited address pre-filled, or sign in, and come back', async () => {
    const { user, auth } = await renderRoute(link, { auth: new FakeAuth(null) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have been invited' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The invitation is for newbie@example\.com\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() =>
      expect(auth.signInRedirects).toEqual([
        {
          redirectPath: link,
          extraQueryParams: { forceRegistration: 'true', login_hint: 'newbie@example.com' },
        },
      ]),
    );
  });

  it('[TEAM-3] signed out: "Sign in" keeps the address as a hint', async () => {
    const { user, auth } = await renderRoute(link, { auth: new FakeAuth(null) });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(auth.signInRedirects).toEqual([
        { redirectPath: link, extraQueryParams: { login_hint: 'newbie@example.com' } },
      ]),
    );
  });

  it('[TRUST-2] signed in as the invited address: opening the link accepts nothing; the page names company, inviter and role', async () => {
    const seen = recordRequests();
    let running = 0;
    server.events.on('request:start', () => (running += 1));
    server.events.on('request:end', () => (running -= 1));
    await renderRoute(link, { auth: new FakeAuth(USER_IDS.newbie) });
    expect(
      await screen.findByText(
        'Olivia Owner invites you to join Alpenglück Naturkosmetik GmbH as Member.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Join Alpenglück Naturkosmetik GmbH' }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    // Once the page has rendered and every request it started has ended, it has read and written
    // all it does on opening: reads only.
    await waitFor(() => expect(running).toBe(0));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(invitations.findById('inv-0002')?.status).toBe('pending');
    expect(memberships.find(USER_IDS.newbie, alpenglueck)).toBeUndefined();
  });

  // The page hands over to another route: the company's dashboard in the app shell, whose
  // switcher lists the company just joined. Only the whole app shows both.
  describe('journey: joining ends on the company’s dashboard in the app shell', () => {
    it('[TEAM-3][COMPANY-2][X-TEAM-1][TRUST-2] a click on "Join" accepts and lands on the company’s dashboard', async () => {
      const { user, router } = await renderApp(link, { auth: new FakeAuth(USER_IDS.newbie) });
      await user.click(
        await screen.findByRole('button', { name: 'Join Alpenglück Naturkosmetik GmbH' }),
      );
      await waitFor(() => expect(locationOf(router)).toBe(`/companies/${alpenglueck}/dashboard`));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Dashboard' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByText('Welcome to Alpenglück Naturkosmetik GmbH.'),
      ).toBeInTheDocument();
      // The switcher lists the company just joined.
      expect(
        await screen.findByRole('button', {
          name: 'Company: Alpenglück Naturkosmetik GmbH. Switch company',
        }),
      ).toBeInTheDocument();
      expect(memberships.find(USER_IDS.newbie, alpenglueck)?.role).toBe('member');
      expect(invitations.findById('inv-0002')?.status).toBe('accepted');
    });
  });

  it('[TRUST-2] "Decline" declines: no membership, and the link then says so', async () => {
    const { user } = await renderRoute(link, { auth: new FakeAuth(USER_IDS.newbie) });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation declined' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You declined the invitation to Alpenglück Naturkosmetik GmbH. You have not joined the company.',
      ),
    ).toBeInTheDocument();
    expect(invitations.findById('inv-0002')?.status).toBe('declined');
    expect(memberships.find(USER_IDS.newbie, alpenglueck)).toBeUndefined();
  });

  it('[TRUST-2] the invitation page in German names company, inviter and role', async () => {
    await renderRoute(link, { auth: new FakeAuth(USER_IDS.newbie), language: 'de' });
    expect(
      await screen.findByText(
        'Olivia Owner lädt Sie ein, Alpenglück Naturkosmetik GmbH als Mitglied beizutreten.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Alpenglück Naturkosmetik GmbH beitreten' }),
    ).toBeInTheDocument();
  });

  it('[TEAM-3] an invitation already used by this user says so and opens the company', async () => {
    invitations.update('inv-0002', { status: 'accepted' });
    memberships.add(USER_IDS.newbie, alpenglueck, 'member');
    await renderRoute(link, { auth: new FakeAuth(USER_IDS.newbie) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation already used' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'You already joined Alpenglück Naturkosmetik GmbH with this invitation.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Open Alpenglück Naturkosmetik GmbH' }),
    ).toHaveAttribute('href', `/companies/${alpenglueck}/dashboard`);
  });

  it('[TEAM-3] an expired invitation is explained', async () => {
    const markus = users.create({
      email: 'markus.steiner@alpenglueck-naturkosmetik.at',
      password: 'demo-demo',
      givenName: 'Markus',
      familyName: 'Steiner',
      locale: 'de',
    });
    await renderRoute(paths.invitation.href(alpenglueck, 'inv-0003', markus.email), {
      auth: new FakeAuth(markus.id),
      language: 'de',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Einladung abgelaufen' }),
    ).toBeInTheDocument();
    expect(memberships.find(markus.id, alpenglueck)).toBeUndefined();
  });

  it('[TEAM-3][X-TEAM-1] a withdrawn invitation is explained', async () => {
    invitations.update('inv-0002', { status: 'revoked' });
    await renderRoute(link, { auth: new FakeAuth(USER_IDS.newbie) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation withdrawn' }),
    ).toBeInTheDocument();
  });

  it('[TEAM-3] an unknown invitation is explained, with a way to sign in as someone else', async () => {
    const { user, auth } = await renderRoute(paths.invitation.href(alpenglueck, 'inv-9999'), {
      auth: new FakeAuth(USER_IDS.newbie),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation not found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in as another user' }));
    await waitFor(() =>
      expect(auth.signInRedirects).toEqual([
        {
          redirectPath: paths.invitation.href(alpenglueck, 'inv-9999'),
          extraQueryParams: { prompt: 'login' },
        },
      ]),
    );
  });

  it('[TEAM-3][X-TEAM-1] signed in with another address: nothing is accepted; sign in as the invited one', async () => {
    const { user, auth } = await renderRoute(link, { auth: new FakeAuth(USER_IDS.owner) });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This invitation is for another address',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The invitation was sent to newbie@example.com, but you are signed in as owner@example.com.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in as newbie@example.com' }));
    await waitFor(() =>
      expect(auth.signInRedirects).toEqual([
        {
          redirectPath: link,
          extraQueryParams: { prompt: 'login', login_hint: 'newbie@example.com' },
        },
      ]),
    );
    expect(invitations.findById('inv-0002')?.status).toBe('pending');
  });

  it('[TEAM-3][ERR-3] a lost connection says so and "Join" again accepts', async () => {
    let failures = 1;
    server.use(
      http.put(`${config.accountApiUrl}/invitations/${alpenglueck}/inv-0002`, () =>
        failures-- > 0 ? HttpResponse.error() : undefined,
      ),
    );
    const { user, router } = await renderRoute(link, { auth: new FakeAuth(USER_IDS.newbie) });
    const join = await screen.findByRole('button', { name: 'Join Alpenglück Naturkosmetik GmbH' });
    await user.click(join);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    await user.click(screen.getByRole('button', { name: 'Join Alpenglück Naturkosmetik GmbH' }));
    await waitFor(() => expect(locationOf(router)).toBe(`/companies/${alpenglueck}/dashboard`));
  });

  it('[TEAM-3][TRUST-17][HOUSE-4] a 500 says so (SubmitError: "Try again" joins again); nothing is accepted', async () => {
    server.use(
      http.put(`${config.accountApiUrl}/invitations/${alpenglueck}/inv-0002`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await renderRoute(link, { auth: new FakeAuth(USER_IDS.newbie) });
    await user.click(
      await screen.findByRole('button', { name: 'Join Alpenglück Naturkosmetik GmbH' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not complete the request.');
    // Nothing was typed: no "entries are kept".
    expect(alert).not.toHaveTextContent(/entries/);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(invitations.findById('inv-0002')?.status).toBe('pending');
  });
});
