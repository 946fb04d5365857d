/**
 * HOUSE-6 (docs/house-6-service-start.md): a registration page without a running registration first shows what
 * the order asks for; the order form (react-hook-form, its fields, the price) comes with "Start the
 * order". What was typed survives a reload and opens the form at once (TRUST-5).
 */
import { screen, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

jest.setTimeout(45_000);

const { alpenglueck, nordlicht } = COMPANY_IDS;
const open = (path: string) => renderRoute(path, { auth: new FakeAuth(USER_IDS.owner) });
const ORDER = 'Registration data and order';

describe('the registration order’s overview (HOUSE-6)', () => {
  it.each([
    ['weee-de', /equipment types/],
    ['battery-at', /chemistry, and the take-back organisation/],
  ])(
    '[HOUSE-6][WEEE-1][BAT-1] %s without a running registration says what the order asks for; "Start the order" opens the form, its heading focused',
    async (service, products) => {
      const { user } = await open(`/companies/${alpenglueck}/${service}`);
      const start = await screen.findByRole('button', { name: 'Start the order' });
      const heading = screen.getByRole('heading', { level: 2, name: ORDER });
      const needs = within(
        screen.getByRole('list', { name: 'What the order asks for' }),
      ).getAllByRole('listitem');
      expect(needs.map((item) => item.textContent)).toEqual([
        'The brand names on your products.',
        expect.stringMatching(products),
        'Without an establishment in the country: who represents your company there.',
        'If you are registered already: your registration number.',
      ]);
      expect(screen.queryByRole('form', { name: ORDER })).not.toBeInTheDocument();

      await user.click(start);
      const form = await screen.findByRole('form', { name: ORDER });
      expect(heading).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Start the order' })).not.toBeInTheDocument();
      // Tab goes on from the heading into the form.
      await user.tab();
      expect(within(form).getByRole('textbox', { name: 'Brands' })).toHaveFocus();
    },
  );

  it('[HOUSE-6][TRUST-5] an order typed before a reload opens its form at once, with what was typed', async () => {
    const first = await open(`/companies/${alpenglueck}/weee-at`);
    await first.user.click(await screen.findByRole('button', { name: 'Start the order' }));
    const form = await screen.findByRole('form', { name: ORDER });
    await first.user.type(
      within(form).getByRole('textbox', { name: 'Brands' }),
      'Alpenglück{Enter}',
    );
    first.unmount();

    await open(`/companies/${alpenglueck}/weee-at`);
    const again = await screen.findByRole('form', { name: ORDER });
    expect(await within(again).findByText('Alpenglück')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the order' })).not.toBeInTheDocument();
  });

  it('[HOUSE-6][WEEE-1] a running registration shows itself, not the overview', async () => {
    await open(`/companies/${nordlicht}/weee-de`);
    expect(await screen.findByTestId('registration-number')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: ORDER })).not.toBeInTheDocument();
  });
});
