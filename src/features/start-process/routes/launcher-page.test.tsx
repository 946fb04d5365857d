import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { priceTableFixture } from '../../../../mocks/main-api/data/fixtures/prices';
import { priceFrom } from '../price-from';

const path = `/companies/${COMPANY_IDS.nordlicht}/dashboard/start-process`;
const owner = () => new FakeAuth(USER_IDS.owner);

describe('"Start a process" is a launcher', () => {
  it('[UX-5] one card per service the user may open: for whom, the price from the price table, and the way to its page; no order form of its own', async () => {
    const { user, router } = await renderRoute(path, { auth: owner() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start a process' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Packaging licence Germany',
      'Packaging licence Austria',
      'WEEE registration Germany',
      'WEEE registration Austria',
      'Battery registration Germany',
      'Battery registration Austria',
      'Spanish NIE/NIF application',
      'Authorised representative',
    ]);
    const weee = screen.getByRole('article', { name: 'WEEE registration Germany' });
    expect(weee).toHaveTextContent(/electrical and electronic equipment in Germany/);
    // Registration 290, a year's service 390 and one category 60 (the fixture's example prices).
    await waitFor(() => expect(within(weee).getByText('From €740.00 (net)')).toBeInTheDocument());
    expect(
      within(screen.getByRole('article', { name: 'Spanish NIE/NIF application' })).getByText(
        'From €349.00 (net)',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Packaging licence Austria' })).getByText(
        'Priced by quantity, no minimum fee',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(within(weee).getByRole('link', { name: 'Open WEEE registration Germany' }));
    await waitFor(() =>
      expect(locationOf(router)).toBe(`/companies/${COMPANY_IDS.nordlicht}/weee-de`),
    );
  });

  it('[UX-5] the price from is the smallest order: a licence its minimum fee or the lower flat fee, none without a minimum fee', () => {
    const year = new Date().getFullYear();
    const at = priceTableFixture.packaging.find((p) => p.country === 'AT' && p.year === year)!;
    const de = priceTableFixture.packaging.find((p) => p.country === 'DE' && p.year === year)!;
    // Austria has no minimum fee: priced by quantity (0), never "from €0.00".
    expect(at.minimumFee).toBe(0);
    expect(priceFrom(priceTableFixture, 'at-licensing-process', year)).toBe(0);
    expect(
      priceFrom(
        { ...priceTableFixture, packaging: [{ ...at, minimumFee: 20_000 }] },
        'at-licensing-process',
        year,
      ),
    ).toBe(Math.min(20_000, at.flatFee!.fee));
    expect(priceFrom(priceTableFixture, 'de-licensing-process', year)).toBe(de.minimumFee);
    expect(priceFrom(priceTableFixture, 'authoriseme', year)).toBe(9_900 + 42_000);
    expect(priceFrom(priceTableFixture, 'de-licensing-process', 1990)).toBeNull();
  });

  it('[UX-5] prices that cannot be loaded leave the services open and say so, with a retry', async () => {
    server.use(
      http.get(`${config.mainApiUrl}/reference/prices`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    await renderRoute(path, { auth: owner() });
    expect(
      await screen.findByText(
        'The prices could not be loaded. The services can still be opened.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Open Authorised representative' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
