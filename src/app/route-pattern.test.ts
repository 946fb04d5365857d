import { matchRoutes } from 'react-router-dom';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { createRoutes } from './routes';
import { toRoutePattern } from './route-pattern';

describe('[RUM-1] page views by route pattern', () => {
  it('[RUM-1] the company id becomes :companyId, static segments stay', () => {
    expect(
      toRoutePattern('/companies/cmp-0001/dashboard/de/packaging', { companyId: 'cmp-0001' }),
    ).toBe('/companies/:companyId/dashboard/de/packaging');
  });

  it.each([
    [
      '/companies/cmp-0001/at-licensing-process/prc-1',
      { companyId: 'cmp-0001', processId: 'prc-1' },
      '/companies/:companyId/at-licensing-process/:processId',
    ],
    [
      '/companies/cmp-0002/dashboard/start-process/next/prc-9',
      { companyId: 'cmp-0002', processId: 'prc-9' },
      '/companies/:companyId/dashboard/start-process/next/:processId',
    ],
    [
      '/companies/cmp-0001/dashboard/it/textiles',
      { companyId: 'cmp-0001', code: 'it' },
      '/companies/:companyId/dashboard/:code/textiles',
    ],
    ['/bookings/bk-77', { id: 'bk-77' }, '/bookings/:id'],
    ['/account/companies/cmp-0003', { companyId: 'cmp-0003' }, '/account/companies/:companyId'],
    [
      '/companies/cmp%200001/dashboard',
      { companyId: 'cmp 0001' },
      '/companies/:companyId/dashboard',
    ],
    [
      '/companies/cmp-0001/dashboard/',
      { companyId: 'cmp-0001' },
      '/companies/:companyId/dashboard/',
    ],
    ['/companies/dashboard', { companyId: undefined }, '/companies/dashboard'],
    ['/companies/%E0%A4%A/dashboard', { companyId: '%E0%A4%A' }, '/companies/:companyId/dashboard'],
  ])('[RUM-1] %s -> pattern', (pathname, params, expected) => {
    expect(toRoutePattern(pathname, params)).toBe(expected);
  });

  it('[RUM-1] a malformed escape in the address is not fatal', () => {
    expect(() => toRoutePattern('/companies/%E0%A4%A/x', { companyId: 'cmp-1' })).not.toThrow();
  });

  it('[RUM-1] an unknown path (splat) is recorded as *, so ids typed into it never leak', () => {
    expect(toRoutePattern('/companies/cmp-0001/typo', { '*': 'companies/cmp-0001/typo' })).toBe(
      '/*',
    );
    expect(toRoutePattern('/nope', { '*': 'nope' })).toBe('/*');
  });

  /** The real route tree, matched as the router does; the params main.tsx hands over. */
  const routes = createRoutes(makeTestStore().store, new FakeAuth());
  const patternOf = (path: string) => {
    const [pathname] = path.split('?');
    const matches = matchRoutes(routes, pathname!) ?? [];
    return toRoutePattern(pathname!, matches.at(-1)?.params ?? {});
  };

  it.each([
    ['/companies/cmp-0001/dashboard', '/companies/:companyId/dashboard'],
    ['/companies/cmp-0001/dashboard/de/packaging', '/companies/:companyId/dashboard/de/packaging'],
    ['/companies/cmp-0002/dashboard/it/weee', '/companies/:companyId/dashboard/:code/weee'],
    [
      '/companies/cmp-0001/at-licensing-process/prc-1',
      '/companies/:companyId/at-licensing-process/:processId',
    ],
    [
      '/companies/cmp-0001/de-licensing-process/process',
      '/companies/:companyId/de-licensing-process/process',
    ],
    [
      '/companies/cmp-0001/dashboard/start-process/next/prc-42',
      '/companies/:companyId/dashboard/start-process/next/:processId',
    ],
    ['/companies/cmp-0001/support', '/companies/:companyId/support'],
    ['/account/companies/cmp-0002', '/account/companies/:companyId'],
    ['/bookings/bk-123', '/bookings/:id'],
    ['/privacy-policies', '/privacy-policies'],
    ['/companies/cmp-0001/unknown-thing', '/*'],
  ])('[RUM-1] on the real route tree %s is recorded as %s', (path, expected) => {
    const pattern = patternOf(path);
    expect(pattern).toBe(expected);
    for (const id of ['cmp-0001', 'cmp-0002', 'prc-1', 'prc-42', 'bk-123'])
      expect(pattern).not.toContain(id);
  });
});
