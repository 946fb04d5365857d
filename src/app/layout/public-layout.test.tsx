import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language } from '@/shared/i18n/languages';
import { FakeAuth } from '@/testing/fake-auth';
import { renderLayout, renderRoute } from '@/testing/render-app';
import { server } from '../../../mocks/common/node';
import { BOOKING_IDS } from '../../../mocks/main-api/data/bookings';

/** Every public page (the signup and login pass-throughs aside). */
const PUBLIC_PAGES = [
  '/quickcheck',
  '/newsletter-subscribe',
  '/report-illegal-content',
  '/privacy-policies',
  '/disclaimer',
  `/bookings/${BOOKING_IDS.upcoming}`,
  '/dev-ui',
];

const description = () =>
  document.querySelector<HTMLMetaElement>('meta[name="description"]')!.content;

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = 'The default description.';
  document.head.append(meta);
  server.use(http.get('*/__test/switches', () => HttpResponse.html('<!doctype html>')));
});
afterEach(() => document.head.querySelector('meta[name="description"]')?.remove());

describe('the public layout', () => {
  it('[PUB-1][ROUTE-2] visitors get sign-in and sign-up', async () => {
    await renderLayout('/disclaimer', { auth: new FakeAuth(null) });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: /^Account of/ })).not.toBeInTheDocument();
  });

  it('[PUB-1][ROUTE-2] a signed-in user gets the dashboard and the user menu instead', async () => {
    await renderLayout('/disclaimer');
    expect(await screen.findByRole('link', { name: 'Go to my dashboard' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Account of Olivia Owner' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  const languages: Language[] = ['de', 'en', 'es', 'fr'];
  it.each(languages)(
    '[PUB-1][I18N-1][X-PUB-1] in %s every public page has its own title and meta description',
    async (language) => {
      const seen = new Set<string>();
      for (const path of PUBLIC_PAGES) {
        // Each page sets its own title and description (PageFrame), so its route alone shows them.
        const { unmount } = await renderRoute(path, { auth: new FakeAuth(null), language });
        const h1 = await screen.findByRole('heading', { level: 1 });
        await waitFor(() => expect(document.title).toBe(`${h1.textContent} · EPR Compliance`));
        await waitFor(() => expect(description()).not.toBe('The default description.'));
        expect(description().length).toBeGreaterThan(60);
        seen.add(`${document.title}|${description()}`);
        unmount();
        // The page's description goes when the page goes.
        expect(description()).toBe('The default description.');
      }
      expect(seen.size).toBe(PUBLIC_PAGES.length);
    },
    60_000,
  );
});
