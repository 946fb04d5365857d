/**
 * HOUSE-6 with TRUST-17: the representative pages load what their first paint does not show (the
 * orders' list, the contract's form) as parts of their own. A part that cannot be downloaded
 * shows the connection problem in its place; the page around it, and what was chosen there,
 * stays, and "Try again" brings the part. The download fails here as webpack's does offline: the
 * part's module answers with a ChunkLoadError until the connection is "back".
 */
import { screen, within } from '@testing-library/react';
import type { RepresentationOrder } from '@/shared/contract/main/representation';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { callMainApi } from '../../../../mocks/common/testing/main-api-call';

const mockOffline = { orders: false, contract: false };
const mockUnreachable = (offline: boolean, chunk: string, module: string): unknown => {
  if (!offline) return jest.requireActual(module);
  const { chunkLoadError } =
    jest.requireActual<typeof import('@/shared/lib/chunk-load')>('@/shared/lib/chunk-load');
  throw chunkLoadError(`Loading chunk ${chunk} failed.`);
};
jest.mock('../components/orders-section', () =>
  mockUnreachable(mockOffline.orders, 'representative-orders', '../components/orders-section'),
);
jest.mock('../components/sign-contract-form', () =>
  mockUnreachable(mockOffline.contract, 'sign-contract', '../components/sign-contract-form'),
);

jest.setTimeout(30_000);

const { nordlicht } = COMPANY_IDS;
const owner = () => new FakeAuth(USER_IDS.owner);
const order = () =>
  callMainApi<RepresentationOrder>(
    USER_IDS.owner,
    'POST',
    `/companies/${nordlicht}/representation-orders`,
    { selections: [{ country: 'AT', streams: ['weee'] }], acceptTerms: true },
  );

afterEach(() => {
  mockOffline.orders = false;
  mockOffline.contract = false;
});

describe('the representative pages’ later parts (HOUSE-6, TRUST-17)', () => {
  it('[HOUSE-6][TRUST-17][AME-1] an orders’ list that cannot be downloaded shows the connection problem in its place; the order form keeps its choice; "Try again" brings the list', async () => {
    const { data } = await order();
    mockOffline.orders = true;
    const { user } = await renderRoute(`/companies/${nordlicht}/authoriseme`, { auth: owner() });
    const form = await screen.findByRole('form', { name: 'Order an authorised representative' });
    const austria = within(form).getByRole('group', { name: 'Austria' });
    const packaging = within(austria).getByRole('checkbox', { name: /^Packaging/ });
    await user.click(packaging);
    expect(packaging).toBeChecked();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('We could not reach the server.');
    expect(screen.queryByRole('table', { name: 'Your orders' })).not.toBeInTheDocument();

    mockOffline.orders = false;
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    const orders = await screen.findByRole('table', { name: 'Your orders' });
    expect(within(orders).getByRole('row', { name: new RegExp(data.id) })).toBeInTheDocument();
    expect(screen.queryByText('We could not reach the server.', { exact: false })).toBeNull();
    expect(packaging).toBeChecked();
  });

  it('[HOUSE-6][TRUST-17][AME-1] a contract form that cannot be downloaded shows the connection problem in its place; the steps stay; "Try again" brings the form', async () => {
    const { data } = await order();
    mockOffline.contract = true;
    const { user } = await renderRoute(
      `/companies/${nordlicht}/dashboard/start-process/next/${data.id}`,
      { auth: owner() },
    );
    await screen.findByRole('heading', { level: 1, name: 'Next steps' });
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('We could not reach the server.');
    expect(screen.queryByRole('form', { name: 'Sign the contract' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Sign the contract: To do' })).toContainElement(
      problem,
    );
    expect(screen.getByLabelText('Upload the power of attorney')).toBeInTheDocument();

    mockOffline.contract = false;
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    const contract = await screen.findByRole('form', { name: 'Sign the contract' });
    expect(
      within(contract).getByRole('textbox', { name: /^Signed for the company by/ }),
    ).toBeInTheDocument();
  });
});
