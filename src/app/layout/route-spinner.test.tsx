import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { accountApi } from '@/shared/api/account-api';
import { config } from '@/shared/config/config';
import { renderLayout, renderRoute } from '@/testing/render-app';
import { server } from '../../../mocks/common/node';

it('[UI-1][UI-2] the full-screen spinner shows, watermarked, while the first page module loads', async () => {
  // The root route's fallback: the route's own branch shows it as the whole app does.
  await renderRoute('/disclaimer');
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(screen.getByTestId('test-watermark')).toBeInTheDocument();
  // At start-up there is nothing else to look at: no delay.
  expect(screen.getByRole('status').style.animationDelay).toBe('0ms');
  expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer' })).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
});

it('[UI-1][X-SPINNER-1] the full-screen spinner shows while the next page’s loaders run, fading in after 250 ms', async () => {
  // The spinner between two pages is the app shell's: the shell with stand-in pages.
  const { router, store } = await renderLayout(`/companies/${COMPANY_IDS.alpenglueck}/dashboard`);
  await screen.findByRole('heading', { level: 1, name: /\/dashboard$/ });
  // A slow companies answer keeps the company loader of the next page busy.
  server.use(
    http.get(`${config.accountApiUrl}/companies`, async () => {
      await delay(800);
      return HttpResponse.json({ data: [] });
    }),
  );
  act(() => {
    store.dispatch(accountApi.util.resetApiState());
    void router.navigate(`/companies/${COMPANY_IDS.nordlicht}/dashboard`);
  });
  const spinner = await screen.findByRole('status', {}, { timeout: 700 });
  expect(spinner).toHaveTextContent('Loading…');
  // Fades in only after 250 ms, so quick page changes never flash it.
  expect(spinner.style.animationDelay).toBe('250ms');
});
