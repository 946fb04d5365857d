import { screen, waitFor } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderApp, renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

const AT = COMPANY_IDS.alpenglueck;
const DE = COMPANY_IDS.nordlicht;

describe('the profile keeps the company', () => {
  // The switcher and the company navigation (the shell) around the profile page, across a
  // navigation and a company switch: only the whole app shows both.
  describe('journey: from a company page to the profile, then a company switch', () => {
    it('[UX-5] opened from a company, the profile shows with that company: switcher and company navigation stay, and switching keeps the profile', async () => {
      const { router, user } = await renderApp(`/companies/${AT}/support`);
      await screen.findByRole('heading', { level: 1 });
      await router.navigate('/account/profile?locale=en');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
      ).toBeInTheDocument();
      expect(locationOf(router)).toBe(`/companies/${AT}/profile?locale=en`);
      expect(
        screen.getByRole('button', { name: /^Company: Alpenglück Naturkosmetik GmbH/ }),
      ).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Company navigation' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /^Company: / }));
      await user.click(await screen.findByRole('menuitem', { name: /^Nordlicht Versand GmbH/ }));
      await waitFor(() =>
        expect(locationOf(router)).toMatch(new RegExp(`^/companies/${DE}/profile`)),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
      ).toBeInTheDocument();
    });
  });

  // In a block of its own, so the tests run in the order written (jest runs a block's own tests
  // before its nested blocks).
  describe('the page alone', () => {
    it('[UX-5] a user without a company keeps the plain profile page', async () => {
      const { router } = await renderRoute('/account/profile?locale=en', {
        auth: new FakeAuth(USER_IDS.newbie),
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
      ).toBeInTheDocument();
      expect(locationOf(router)).toBe('/account/profile?locale=en');
    });
  });
});
