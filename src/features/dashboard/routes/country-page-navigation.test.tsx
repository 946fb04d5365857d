/** The country page keyed by its route (UX-2): moving between countries never shows the previous one. */
import { act, configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { renderPages } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';

// Whole user journeys through the real route tree, whose pages load the reference texts: slow on a
// busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { alpenglueck } = COMPANY_IDS;
const page = (companyId: string, country: string, stream: string) =>
  `/companies/${companyId}/dashboard/${country}/${stream}`;
const statusBlock = () => screen.findByTestId('obligation-status');

describe('a page keyed by its route (UX-2)', () => {
  it('[UX-2] moving from France to Portugal whose obligation fails shows the error with a retry, never France’s content; the retry loads Portugal', async () => {
    let fail = true;
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/obligations/PT/:stream`, () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const { router, user } = await renderPages(page(alpenglueck, 'fr', 'packaging'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'France: Packaging' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText(/Citeo/)).not.toHaveLength(0);

    await act(() => router.navigate(page(alpenglueck, 'pt', 'packaging')));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText(/Citeo/)).not.toBeInTheDocument();
    expect(
      screen.queryByText(/Code de l’environnement|Code de l'environnement/),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 1, name: 'France: Packaging' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByTestId('obligation-status')).not.toBeInTheDocument();

    fail = false;
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portugal: Packaging' }),
    ).toBeInTheDocument();
    expect(await statusBlock()).toBeInTheDocument();
    expect(screen.queryByText(/Citeo/)).not.toBeInTheDocument();
  });

  it('[UX-2] while the next country loads, the page shows a skeleton, not the previous country', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/obligations/PT/:stream`, async () => {
        await held;
        return undefined;
      }),
    );
    const { router } = await renderPages(page(alpenglueck, 'fr', 'packaging'));
    expect(await screen.findAllByText(/Citeo/)).not.toHaveLength(0);
    await act(() => router.navigate(page(alpenglueck, 'pt', 'packaging')));
    expect(await screen.findByTestId('country-loading')).toBeInTheDocument();
    expect(screen.queryByText(/Citeo/)).not.toBeInTheDocument();
    release();
    expect(await statusBlock()).toBeInTheDocument();
    expect(screen.queryByTestId('country-loading')).not.toBeInTheDocument();
  });

  it('[UX-3] a compliant obligation links to what backs it: the licence of the year the licence list shows, and the number', async () => {
    const year = new Date().getUTCFullYear();
    const { user } = await renderPages(page(alpenglueck, 'at', 'packaging'));
    const status = await statusBlock();
    expect(within(status).getByText('Compliant')).toBeInTheDocument();
    const licence = within(status).getByRole('link', {
      name: `Packaging licence Austria ${year}`,
    });
    expect(licence).toHaveAttribute(
      'href',
      `/companies/${alpenglueck}/at-licensing-process/prc-0004`,
    );
    expect(
      within(status).getByRole('link', { name: 'Registration number 9008390456712' }),
    ).toHaveAttribute('href', expect.stringMatching(/#registration$/));
    await user.click(licence);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Packaging licence Austria ${year}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Licensed quantities' })).toBeInTheDocument();
  });
});
