import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import type { RepresentationOrder } from '@/shared/contract/main/representation';
import { COMPANY_QUICKCHECK_KEY } from '@/shared/quickcheck/stored-quickcheck';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderPages, renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { processes } from '../../../../mocks/main-api/data/processes';
import { representations } from '../../../../mocks/main-api/data/representation';
import { scheduledSteps } from '../../../../mocks/main-api/data/service-steps';
import { callMainApi } from '../../../../mocks/common/testing/main-api-call';

// Whole flows through several forms: slower than one page, above all on a busy machine. The order
// and the /authoriseme shortcut end on another route (renderPages: the route tree, no layouts).
jest.setTimeout(45_000);

const { nordlicht, alpenglueck } = COMPANY_IDS;
const owner = () => new FakeAuth(USER_IDS.owner);
const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

describe('the authorised representative', () => {
  it('[AME-1][X-AME-1] pre-selects what the company’s markets require, prices the choice and leads to the next steps', async () => {
    localStorage.setItem(
      COMPANY_QUICKCHECK_KEY,
      JSON.stringify({
        answers: {
          countries: ['AT', 'ES'],
          streams: ['weee'],
          packagingEndUse: 'households',
          productEndUse: 'households',
          role: 'manufacturer',
          channels: [],
          establishments: ['DE'],
        },
        completedAt: '2026-11-01T10:00:00.000Z',
      }),
    );
    const { user, router } = await renderPages(`/companies/${nordlicht}/authoriseme`, {
      auth: owner(),
    });
    const form = await screen.findByRole('form', { name: 'Order an authorised representative' });
    expect(
      within(form).getByText(
        'Pre-selected: where your company is on the market and the law requires a representative.',
      ),
    ).toBeInTheDocument();
    const austria = within(form).getByRole('group', { name: 'Austria' });
    expect(
      within(austria).getByRole('checkbox', {
        name: 'Electrical equipment (WEEE) (required by law)',
      }),
    ).toBeChecked();
    expect(
      within(austria).getByRole('checkbox', { name: 'Packaging (required by law)' }),
    ).not.toBeChecked();
    expect(within(form).queryByRole('group', { name: 'Germany' })).not.toBeInTheDocument();
    const quote = await within(form).findByTestId('quote');
    expect(within(quote).getByTestId('quote-gross')).toHaveTextContent('€1,117.41'); // (99 + 2 × 420) € net, 19 % VAT

    await user.click(
      within(austria).getByRole('checkbox', { name: 'Packaging (required by law)' }),
    );
    expect(within(quote).getByTestId('quote-gross')).toHaveTextContent('€1,617.21');
    await user.click(within(form).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(form).getByRole('button', { name: 'Order' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Next steps' }),
    ).toBeInTheDocument();
    const order = representations.all().find((r) => r.companyId === nordlicht)!;
    expect(locationOf(router)).toBe(
      `/companies/${nordlicht}/dashboard/start-process/next/${order.id}`,
    );
    expect(order.selections).toEqual([
      { country: 'ES', streams: ['weee'] },
      { country: 'AT', streams: ['weee', 'packaging'] },
    ]);
    expect(order.processIds.map((id) => processes.findById(id)?.status)).toEqual([
      'submitted',
      'submitted',
    ]);
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      'Upload the power of attorney: To do',
      'Sign the contract: To do',
      'Representative confirmed: Waiting',
    ]);
  });

  it('[UX-4] the orders name their number, streams and price, and ordering the same again is warned before submit', async () => {
    const { data } = await callMainApi<RepresentationOrder>(
      USER_IDS.owner,
      'POST',
      `/companies/${nordlicht}/representation-orders`,
      { selections: [{ country: 'AT', streams: ['weee'] }], acceptTerms: true },
    );
    const { user } = await renderRoute(`/companies/${nordlicht}/authoriseme`, { auth: owner() });
    const orders = await screen.findByRole('table', { name: 'Your orders' });
    const row = within(orders).getByRole('row', { name: new RegExp(data.id) });
    expect(within(row).getByText('Austria: Electrical equipment (WEEE)')).toBeInTheDocument();
    expect(within(row).getByText('€617.61')).toBeInTheDocument(); // (99 + 420) € net, 19 % VAT
    const form = await screen.findByRole('form', { name: 'Order an authorised representative' });
    const austria = within(form).getByRole('group', { name: 'Austria' });
    const weee = within(austria).getByRole('checkbox', { name: /^Electrical equipment \(WEEE\)/ });
    if (!(weee as HTMLInputElement).checked) await user.click(weee);
    expect(
      within(form).getByText(
        /^Already ordered and still running: Austria: Electrical equipment \(WEEE\)\./,
      ),
    ).toBeInTheDocument();
    await user.click(weee);
    expect(within(form).queryByText(/^Already ordered and still running/)).not.toBeInTheDocument();
  });

  it('[AME-1] nothing chosen is refused on submit', async () => {
    const { user } = await renderRoute(`/companies/${nordlicht}/authoriseme`, {
      auth: owner(),
    });
    const form = await screen.findByRole('form', { name: 'Order an authorised representative' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Authorised representative' }),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Order' }));
    expect(
      await within(form).findByText('Choose at least one country and stream.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Accept the terms to order.')).toBeInTheDocument();
    expect(representations.all().filter((r) => r.companyId === nordlicht)).toHaveLength(0);
  });

  it('[AME-1][X-AME-1] /authoriseme leads into the same flow for the current company', async () => {
    const { router } = await renderPages('/authoriseme', { auth: owner() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authorised representative' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe(`/companies/${alpenglueck}/authoriseme`));
  });

  it('[AME-1] the next steps complete: power of attorney, contract, then the representative confirms', async () => {
    const { data } = await callMainApi<RepresentationOrder>(
      USER_IDS.owner,
      'POST',
      `/companies/${nordlicht}/representation-orders`,
      {
        selections: [{ country: 'AT', streams: ['weee'] }],
        acceptTerms: true,
      },
    );
    const path = `/companies/${nordlicht}/dashboard/start-process/next/${data.id}`;
    const { user, unmount } = await renderRoute(path, { auth: owner() });
    await screen.findByRole('heading', { level: 1, name: 'Next steps' });
    await user.upload(screen.getByLabelText('Upload the power of attorney'), pdf('vollmacht.pdf'));
    expect(await screen.findByText('Uploaded: vollmacht.pdf')).toBeInTheDocument();
    const contract = await screen.findByRole('form', { name: 'Sign the contract' });
    await user.click(within(contract).getByRole('button', { name: 'Sign the contract' }));
    expect(
      await within(contract).findByText('Confirm that you sign the contract.'),
    ).toBeInTheDocument();
    await user.type(
      within(contract).getByRole('textbox', { name: /^Signed for the company by/ }),
      'Jana Petersen',
    );
    await user.click(within(contract).getByRole('checkbox', { name: /I have read the contract/ }));
    await user.click(within(contract).getByRole('button', { name: 'Sign the contract' }));
    expect(await screen.findByText('Signed by Jana Petersen.')).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', { name: 'Representative confirmed: Waiting' }),
    ).toBeInTheDocument();
    unmount();

    for (const step of scheduledSteps.all()) scheduledSteps.update(step.id, { at: Date.now() - 1 });
    await renderRoute(path, { auth: owner() });
    expect(
      await screen.findByText('Your authorised representative is confirmed.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('listitem', { name: 'Representative confirmed: Done' }),
    ).toBeInTheDocument();
    expect(processes.findById(data.id)?.status).toBe('active');
  });

  it('[TRUST-7] the power of attorney uploads with a labelled progress bar and Cancel; a 413 afterwards names the limit', async () => {
    const { data } = await callMainApi<RepresentationOrder>(
      USER_IDS.owner,
      'POST',
      `/companies/${nordlicht}/representation-orders`,
      { selections: [{ country: 'AT', streams: ['weee'] }], acceptTerms: true },
    );
    let answer: 'hang' | 413 = 'hang';
    let release: () => void = () => undefined;
    server.use(
      http.post(
        `${config.mainApiUrl}/companies/:companyId/representation-orders/:processId/power-of-attorney`,
        async () => {
          if (answer === 413)
            return HttpResponse.json(
              { message: 'Payload too large', limitBytes: 5 * 1024 * 1024 },
              { status: 413 },
            );
          await new Promise<void>((resolve) => (release = resolve));
          return HttpResponse.json({ message: 'too late' }, { status: 500 });
        },
      ),
    );
    const path = `/companies/${nordlicht}/dashboard/start-process/next/${data.id}`;
    const { user } = await renderRoute(path, { auth: owner() });
    await screen.findByRole('heading', { level: 1, name: 'Next steps' });
    await user.upload(screen.getByLabelText('Upload the power of attorney'), pdf('vollmacht.pdf'));
    expect(
      await screen.findByRole('progressbar', { name: 'Upload progress of vollmacht.pdf' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText(/^Upload of vollmacht\.pdf cancelled\./)).toBeInTheDocument();
    release();
    answer = 413;
    await user.upload(screen.getByLabelText('Upload the power of attorney'), pdf('vollmacht.pdf'));
    expect(await screen.findByText('The file is too large: at most 5 MB.')).toBeInTheDocument();
    expect(representations.findById(data.id)).toMatchObject({ powerOfAttorney: null });
  });

  it('[AME-1][LOADER-6] an order that is not the company’s is not found', async () => {
    await renderRoute(`/companies/${nordlicht}/dashboard/start-process/next/prc-0001`, {
      auth: owner(),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
