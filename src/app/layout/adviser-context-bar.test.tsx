import { screen, waitFor } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderLayout } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';

// The note is the app shell's: the shell with stand-in pages (renderLayout) shows all it does.
describe('an adviser on a client company', () => {
  it('[UX-5] lands (as the spec says) on a client, sees whose data it is and goes back to the workspace in one click', async () => {
    const { user, router } = await renderLayout('/companies/dashboard', {
      auth: new FakeAuth(USER_IDS.pro),
    });
    const note = await screen.findByRole('region', {
      name: /^You are working on .+ as its adviser\.$/,
    });
    expect(note).toHaveTextContent(/Back to the adviser workspace$/);
    expect(locationOf(router)).toMatch(/^\/companies\/[^/]+\/dashboard$/);
    await user.click(screen.getByRole('link', { name: 'Back to the adviser workspace' }));
    await waitFor(() => expect(locationOf(router)).toBe('/workspace'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /as its adviser/ })).toBeNull(),
    );
  });

  it('[UX-5] a member of the company sees no adviser note', async () => {
    await renderLayout(`/companies/${COMPANY_IDS.alpenglueck}/support`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Back to the adviser workspace' })).toBeNull();
  });
});
