/**
 * The generic section (OBL-3): a country whose rules the reference data lacks shows the EU
 * baseline. Every real country has rules of its own, so the reference data and the obligation
 * are served here with Greece's rules removed (`testing/baseline-reference`), derived by the same
 * domain function as the mock backend: the fallback, proven whatever the data holds.
 */
import { configure, screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render-app';
import { serveBaselineReference } from '@/testing/baseline-server';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';

// A whole route with its reference texts: slow on a busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { alpenglueck } = COMPANY_IDS;
const page = (companyId: string, country: string, stream: string) =>
  `/companies/${companyId}/dashboard/${country}/${stream}`;
const statusBlock = () => screen.findByTestId('obligation-status');

describe('country and stream pages (OBL-3)', () => {
  it('[OBL-3][X-ROUTE-1] the generic section shows the EU baseline and says the country is not covered in detail', async () => {
    serveBaselineReference({ obligations: true });
    await renderRoute(page(alpenglueck, 'gr', 'weee'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Greece: WEEE' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Greece is not covered in detail yet/)).toBeInTheDocument();
    expect(screen.getByText('Directive 2012/19/EU')).toBeInTheDocument();
    expect(within(await statusBlock()).getByText('Not applicable')).toBeInTheDocument();
  });
});
