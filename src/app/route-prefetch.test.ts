import type { RouteObject } from 'react-router-dom';
import { prefetcherFor } from './route-prefetch';

describe('prefetching a link’s page (UX-10)', () => {
  const tree = () => {
    const layout = jest.fn(async () => ({}));
    const documents = jest.fn(async () => ({}));
    const calendar = jest.fn(async () => ({}));
    const routes: RouteObject[] = [
      {
        path: '/companies/:companyId',
        lazy: layout,
        children: [
          { path: 'documents', lazy: documents },
          { path: 'calendar', lazy: calendar },
        ],
      },
    ];
    return { routes, layout, documents, calendar };
  };

  it('[UX-10] asks for the lazy modules of every route the link matches, once, whatever its query', () => {
    const { routes, layout, documents, calendar } = tree();
    const prefetch = prefetcherFor(routes);
    prefetch('/companies/cmp-1/documents?type=invoice');
    prefetch('/companies/cmp-1/documents#top');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(documents).toHaveBeenCalledTimes(1);
    expect(calendar).not.toHaveBeenCalled();
  });

  it('[UX-10] a link that matches no route, or a module that fails to load, changes nothing', async () => {
    const { routes, layout } = tree();
    layout.mockRejectedValueOnce(new Error('chunk failed'));
    const prefetch = prefetcherFor(routes);
    expect(() => prefetch('/nowhere')).not.toThrow();
    expect(() => prefetch('/companies/cmp-1/calendar')).not.toThrow();
    await Promise.resolve();
    expect(layout).toHaveBeenCalledTimes(1);
  });
});
