import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';

// The dashboard loads its reference texts: slow on a busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

describe('markets dialog, a save that fails', () => {
  it('[OBL-2][TRUST-17] a failed save keeps the dialog and its choices; "Try again" saves them', async () => {
    server.use(
      http.put(`${config.mainApiUrl}/companies/:companyId/markets`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    const { user } = await renderRoute(`/companies/${COMPANY_IDS.alpenglueck}/dashboard`);
    const matrix = () =>
      screen.findByRole('table', { name: 'Obligations by country and product stream' });
    await matrix();
    await user.click(screen.getByRole('button', { name: 'Edit markets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your markets' });
    await within(dialog).findByRole('heading', { name: 'Austria' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Germany' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save markets' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not reach the server. Check your connection. Your entries are kept. Try again.',
    );
    expect(within(dialog).queryByRole('heading', { name: 'Germany' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(await matrix()).queryByRole('rowheader', { name: 'Germany' }),
    ).not.toBeInTheDocument();
  });
});
