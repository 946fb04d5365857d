/**
 * EU-1: a duty that binds only from last year's quantities (Norwegian packaging: membership of a
 * return company from 1,000 kg of one packaging type). The country page asks for the quantities,
 * says why nothing binds below the figure, and keeps the form there to correct them.
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { markets } from '../../../../mocks/main-api/data/compliance';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { nordlicht } = COMPANY_IDS;
const LAST_YEAR = new Date().getUTCFullYear() - 1;

beforeEach(() => {
  const record = markets.findById(nordlicht)!;
  const german = record.markets.find((m) => m.country === 'DE')!;
  markets.update(nordlicht, {
    markets: [...record.markets, { ...german, country: 'NO', streams: ['packaging'] }],
  });
});

describe('[EU-1] Norwegian packaging: membership from 1,000 kg of one packaging type', () => {
  it('[EU-1] asks for last year’s quantities, then says below the figure nothing binds and keeps the form to correct them', async () => {
    const user = userEvent.setup();
    await renderRoute(`/companies/${nordlicht}/dashboard/no/packaging`, {
      auth: new FakeAuth(USER_IDS.owner),
    });
    const status = await screen.findByTestId('obligation-status');
    expect(
      await within(status).findByText(
        "The duty binds only from a quantity a year: enter last year's quantities to know whether it binds you.",
      ),
    ).toBeInTheDocument();

    // No register in Norway: the status asks for the scheme membership, on the reporting card.
    expect(
      within(status).getByRole('link', { name: 'Record your scheme membership' }),
    ).toHaveAttribute('href', `/companies/${nordlicht}/dashboard/no/packaging#reporting`);
    expect(within(status).queryByText(/registration number/)).toBeNull();

    const form = await screen.findByRole('form', { name: `Your quantities of ${LAST_YEAR}` });
    expect(
      within(form).getByText(
        'They decide whether the duty binds: it starts at a quantity a year, per packaging type.',
      ),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Plastics'), '800');
    await user.click(within(form).getByRole('button', { name: 'Save quantities' }));

    expect(
      await within(await screen.findByTestId('obligation-status')).findByText(
        /Last year's quantities stay below the figure from which the duty binds here/,
      ),
    ).toBeInTheDocument();
    const again = await screen.findByRole('form', { name: `Your quantities of ${LAST_YEAR}` });
    expect(within(again).getByLabelText('Plastics')).toHaveValue('800');
  });
});
