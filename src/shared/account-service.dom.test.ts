import { accountServiceIsLocal, accountServicePages, inAppPath } from './account-service';

describe('addresses of the account service’s pages', () => {
  it('[I18N-3][LOADER-1][LOADER-4] every page address carries the language', () => {
    const companies = new URL(
      accountServicePages.companies({
        locale: 'es',
        goBackTo: 'http://localhost:8080/companies/dashboard?x=1',
      }),
    );
    expect(companies.pathname).toBe('/account/companies');
    expect(companies.searchParams.get('locale')).toBe('es');
    expect(companies.searchParams.get('goBackTo')).toBe(
      'http://localhost:8080/companies/dashboard?x=1',
    );
    const company = new URL(
      accountServicePages.company('cmp/1', {
        locale: 'de',
        nextLocation: 'http://localhost:8080/x',
      }),
    );
    expect(company.pathname).toBe('/account/companies/cmp%2F1');
    expect(company.searchParams.get('nextLocation')).toBe('http://localhost:8080/x');
    expect(new URL(accountServicePages.profile({ locale: 'fr' })).search).toBe('?locale=fr');
  });

  it('[X-ROUTE-2] locally the pages are this app’s own: links stay in the app', () => {
    expect(accountServiceIsLocal()).toBe(true);
    expect(inAppPath(accountServicePages.profile({ locale: 'en' }))).toBe(
      '/account/profile?locale=en',
    );
    expect(inAppPath('https://accounts.example.com/profile')).toBeNull();
  });

  it('[X-ROUTE-2] with a real account service configured, links leave for it and its pages are not mounted here', () => {
    const previous = window.__APP_CONFIG__;
    window.__APP_CONFIG__ = { accountServiceUrl: 'https://accounts.example.com/web' };
    try {
      jest.isolateModules(() => {
        const service = jest.requireActual<typeof import('./account-service')>('./account-service');
        const url = service.accountServicePages.companies({ locale: 'de', goBackTo: 'x' });
        expect(url).toBe('https://accounts.example.com/web/companies?locale=de&goBackTo=x');
        expect(service.inAppPath(url)).toBeNull();
        expect(service.accountServiceIsLocal()).toBe(false);

        const { createRoutes } = jest.requireActual<typeof import('@/app/routes')>('@/app/routes');
        const { makeTestStore } = jest.requireActual<typeof import('@/testing/make-test-store')>(
          '@/testing/make-test-store',
        );
        const { createI18nInstance } =
          jest.requireActual<typeof import('@/shared/i18n/i18n')>('@/shared/i18n/i18n');
        const { store, auth } = makeTestStore();
        const routes = createRoutes({ store, auth, i18n: createI18nInstance() });
        const paths = JSON.stringify(routes, (key, value: unknown) =>
          key === 'lazy' || key === 'loader' ? undefined : value,
        );
        expect(paths).not.toContain('"account"');
        expect(paths).toContain('"companies/:companyId?"');
      });
    } finally {
      window.__APP_CONFIG__ = previous;
    }
  });
});
