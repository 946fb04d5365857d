import type { RouteObject } from 'react-router-dom';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { makeTestStore } from '@/testing/make-test-store';
import { FakeAuth } from '@/testing/fake-auth';
import { preloadFirstScreen, type RoutePreload } from './preload-first-screen';
import { createRoutes } from './routes';

const lazyWith = (preload: RoutePreload) =>
  Object.assign(() => Promise.resolve({}), { preload }) as unknown as RouteObject['lazy'];

describe('[PERF-1] the first screen loads in one round', () => {
  it('[PERF-1] every lazy module of the matched routes starts loading at once, the others do not', () => {
    const started: string[] = [];
    const module = (name: string): RoutePreload => ({
      importer: () => (started.push(name), Promise.resolve({})),
      namespaces: [],
    });
    const routes: RouteObject[] = [
      {
        lazy: lazyWith(module('layout')),
        children: [
          { path: 'quickcheck', lazy: lazyWith(module('quickcheck')) },
          { path: 'disclaimer', lazy: lazyWith(module('disclaimer')) },
        ],
      },
    ];
    preloadFirstScreen(routes, { pathname: '/quickcheck', search: '', hash: '' }, 'en');
    expect(started).toEqual(['layout', 'quickcheck']);
  });

  it.each(['/quickcheck', '/companies/cmp-0001/dashboard', '/account/companies', '/no-such-page'])(
    '[PERF-1] the route tree offers its layout and page modules for %s',
    (pathname) => {
      const i18n = createI18nInstance();
      const { store } = makeTestStore({ i18n });
      const routes = createRoutes({ store, auth: new FakeAuth(), i18n });
      const offered: string[] = [];
      const spyOn = (list: RouteObject[]) => {
        for (const route of list) {
          const preload = (route.lazy as { preload?: RoutePreload } | undefined)?.preload;
          if (preload) {
            const { importer } = preload;
            preload.importer = () => (offered.push(route.path ?? route.id ?? '?'), importer());
          }
          if (route.children) spyOn(route.children);
        }
      };
      spyOn(routes);
      preloadFirstScreen(routes, { pathname, search: '', hash: '' }, 'en');
      // A layout (public or signed-in) and the page itself.
      expect(offered.length).toBeGreaterThanOrEqual(2);
    },
  );
});
