/**
 * EU-1: a rule that obligates only producers above one pair of figures (Irish packaging: a major
 * producer supplies more than 10 tonnes a year and turns over more than €1 million). Until the
 * company gives its figures the country page says why they matter; the markets dialog asks them;
 * below either figure the page says nothing binds.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { markets } from '../../../../mocks/main-api/data/compliance';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { nordlicht } = COMPANY_IDS;
const owner = () => ({ auth: new FakeAuth(USER_IDS.owner) });

beforeEach(() => {
  const record = markets.findById(nordlicht)!;
  const german = record.markets.find((m) => m.country === 'DE')!;
  markets.update(nordlicht, {
    markets: [...record.markets, { ...german, country: 'IE', streams: ['packaging'] }],
  });
});

describe('[EU-1] Irish packaging: only a major producer is obligated', () => {
  it('[EU-1] without figures the country page says what decides, and the markets dialog asks turnover (EUR) and the tonnes supplied in a calendar year', async () => {
    const { unmount } = await renderRoute(
      `/companies/${nordlicht}/dashboard/ie/packaging`,
      owner(),
    );
    const status = await screen.findByTestId('obligation-status');
    expect(
      await within(status).findByText(/Only producers above both figures .* are obligated here/),
    ).toBeInTheDocument();
    unmount();

    const { user } = await renderRoute(`/companies/${nordlicht}/dashboard`, owner());
    await screen.findByRole('table', { name: 'Obligations by country and product stream' });
    await user.click(screen.getByRole('button', { name: 'Edit markets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your markets' });
    const size = await within(dialog).findByRole('group', {
      name: 'Your size as a producer in Ireland',
    });
    expect(
      within(size).getByText(/Only producers above both figures are obligated here/),
    ).toBeVisible();
    expect(within(size).getByRole('textbox', { name: 'Yearly turnover (EUR)' })).toBeVisible();
    // What the Irish definition counts: packaging supplied, or expected to be, in a calendar year.
    expect(
      within(size).getByRole('textbox', {
        name: 'Packaging supplied (or expected) in a calendar year (tonnes)',
      }),
    ).toBeVisible();
  });

  it('[EU-1] below one of the figures the country page says no obligation for now', async () => {
    const record = markets.findById(nordlicht)!;
    markets.update(nordlicht, {
      markets: record.markets.map((m) =>
        m.country === 'IE' ? { ...m, size: { turnover: 5_000_000, tonnes: 9 } } : m,
      ),
    });
    await renderRoute(`/companies/${nordlicht}/dashboard/ie/packaging`, owner());
    const status = await screen.findByTestId('obligation-status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'does not exceed the figures from which the duty binds here (a major producer)',
      ),
    );
  });
});
