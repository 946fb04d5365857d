import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { accountApi } from '@/shared/api/account-api';
import { config } from '@/shared/config/config';
import { renderApp } from '@/testing/render-app';
import { server } from '../../../mocks/node';

it('[UI-1][UI-2] the full-screen spinner shows, watermarked, while the first page module loads', async () => {
  await renderApp('/disclaimer');
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(screen.getByTestId('test-watermark')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer' })).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});

it('[UI-1] the full-screen spinner shows while the next page’s loaders run', async () => {
  const { router, store } = await renderApp('/companies/cmp-0001/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  // A slow companies answer keeps the company loader of the next page busy.
  server.use(
    http.get(`${config.accountApiUrl}/companies`, async () => {
      await delay(800);
      return HttpResponse.json({ data: [] });
    }),
  );
  act(() => {
    store.dispatch(accountApi.util.resetApiState());
    void router.navigate('/companies/cmp-0002/dashboard');
  });
  expect(await screen.findByText('Loading…', {}, { timeout: 700 })).toBeInTheDocument();
});
