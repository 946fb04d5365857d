import { COMPANY_IDS } from '../../mocks/common/data/fixtures/companies';
import { screen, waitFor } from '@testing-library/react';
import { renderPages } from '@/testing/render-app';
import { trackPageViews } from './page-views';

/**
 * Page views are counted as the user moves between pages and through the start-up redirects:
 * journeys across routes, which only the whole route tree shows. The layouts record nothing and
 * are not asserted on: the route tree without them (renderPages).
 */
describe('journey: page views across pages', () => {
  it('[RUM-1] page views are recorded once per page, by route pattern, never with ids', async () => {
    const { router, user } = await renderPages(
      `/companies/${COMPANY_IDS.alpenglueck}/dashboard/de/packaging`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Germany: Packaging' });
    const recorded: string[] = [];
    const stop = trackPageViews(router, (pattern) => recorded.push(pattern));
    await user.click(screen.getByRole('link', { name: 'WEEE' }));
    await screen.findByRole('heading', { level: 1, name: 'Germany: WEEE' });
    await router.navigate(`/companies/${COMPANY_IDS.nordlicht}/de-licensing-process/prc-0001`);
    await screen.findByRole('heading', { level: 1, name: 'Packaging licence Germany 2026' });
    await waitFor(() => expect(recorded).toHaveLength(3));
    stop();
    expect(recorded).toEqual([
      '/companies/:companyId/dashboard/de/packaging',
      '/companies/:companyId/dashboard/de/weee',
      '/companies/:companyId/de-licensing-process/:processId',
    ]);
    expect(recorded.join()).not.toMatch(/cmp-|prc-/);
  });

  it('[RUM-1] at start-up only the page the user sees is recorded, not the address that redirected', async () => {
    const { router } = await renderPages('/');
    const recorded: string[] = [];
    const stop = trackPageViews(router, (pattern) => recorded.push(pattern));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(recorded).toHaveLength(1));
    stop();
    expect(recorded).toEqual(['/companies/:companyId/dashboard']);
  });

  it('[TRUST-9] a changed query string alone is no page view; a changed path is', async () => {
    const documents = `/companies/${COMPANY_IDS.alpenglueck}/dashboard/documents`;
    const { router } = await renderPages(documents);
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    const recorded: string[] = [];
    const stop = trackPageViews(router, (pattern) => recorded.push(pattern));
    await waitFor(() => expect(recorded).toHaveLength(1));
    await router.navigate(`${documents}?type=invoice`);
    await router.navigate(`${documents}?type=invoice&sort=title&dir=asc`);
    await router.navigate(`${documents}?q=Alpengl%C3%BCck#top`);
    await router.navigate(`/companies/${COMPANY_IDS.alpenglueck}/dashboard/deadlines`);
    await waitFor(() => expect(recorded).toHaveLength(2));
    stop();
    expect(recorded).toEqual([
      '/companies/:companyId/dashboard/documents',
      '/companies/:companyId/dashboard/deadlines',
    ]);
  });
});
