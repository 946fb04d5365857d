import { screen, waitFor, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderApp, renderLayout } from '@/testing/render-app';
import { invitations } from '../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';

const newbie = () => new FakeAuth(USER_IDS.newbie);
const INVITED = 'Olivia Owner invites you to join Alpenglück Naturkosmetik GmbH as Member.';

describe('pending invitations in the app', () => {
  it('[UX-8] a user without a company sees the open invitation on the companies page they land on, and joins with a click', async () => {
    // Where the company loader sends a user without a company (LOADER-1, src/app/routes.test.tsx).
    const { user, router } = await renderLayout('/account/companies?locale=en', { auth: newbie() });
    const invitations = await screen.findByRole('region', { name: 'Invitations for you' });
    expect(within(invitations).getByRole('group', { name: INVITED })).toBeInTheDocument();
    expect(locationOf(router)).toMatch(/^\/account\/companies/);
    await user.click(
      within(invitations).getByRole('button', { name: 'Join Alpenglück Naturkosmetik GmbH' }),
    );
    await waitFor(() =>
      expect(locationOf(router)).toBe(`/companies/${COMPANY_IDS.alpenglueck}/dashboard`),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitations for you' })).toBeNull(),
    );
  });

  // The invitations live in the app shell; the test also needs the page under it (the company
  // form that stays): the whole app.
  describe('layout: the invitations in the app shell above the companies page', () => {
    it('[UX-8] declining asks first, naming the company; kept, nothing changes; declined, it is gone', async () => {
      const { user } = await renderApp('/account/companies', { auth: newbie() });
      const region = await screen.findByRole('region', { name: 'Invitations for you' });
      await user.click(
        within(region).getByRole('button', {
          name: 'Decline the invitation to Alpenglück Naturkosmetik GmbH',
        }),
      );
      let dialog = await screen.findByRole('dialog', {
        name: 'Decline the invitation to Alpenglück Naturkosmetik GmbH?',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Keep the invitation' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(invitations.findById('inv-0002')?.status).toBe('pending');

      await user.click(within(region).getByRole('button', { name: /^Decline the invitation/ }));
      dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Invitations for you' })).toBeNull(),
      );
      expect(invitations.findById('inv-0002')?.status).toBe('declined');
      // The company form is still there: nothing was joined.
      expect(screen.getByRole('form', { name: 'Create company' })).toBeInTheDocument();
    });
  });

  it('[UX-8] a user with no open invitation sees none', async () => {
    await renderLayout(`/companies/${COMPANY_IDS.alpenglueck}/support`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Invitations for you' })).toBeNull();
  });
});
