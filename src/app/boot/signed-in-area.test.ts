import { matchRoutes } from 'react-router-dom';
import { accountServiceIsLocal } from '@/shared/account-service';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { paths, type PathEntry } from '@/shared/paths';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { createRoutes } from '../routes';
import { isSignedInArea } from './signed-in-area';

/** Every pattern of the path table, its parameters filled (an optional one both ways). */
function addresses(table: object): string[] {
  return Object.values(table).flatMap((value: unknown) => {
    if (!value || typeof value !== 'object') return [];
    if (!('pattern' in value)) return addresses(value);
    const pattern = (value as PathEntry).pattern;
    const withIds = pattern.replace(/:[A-Za-z]+\?/g, 'cmp-1').replace(/:[A-Za-z]+/g, 'x-1');
    const withoutOptional = pattern.replace(/\/:[A-Za-z]+\?/g, '').replace(/:[A-Za-z]+/g, 'x-1');
    return [withIds, withoutOptional || '/'];
  });
}

/** A real stream page (the route tree has a route for it). */
const STREAM_PAGE = '/companies/cmp-1/dashboard/de/packaging';

const ODD_ADDRESSES = [
  '/Quickcheck',
  '/COMPANIES/cmp-1/Dashboard',
  '/dashboard/',
  '/companies/cmp-1/no-such-page',
  '/companies/cmp-1/dashboard/de/packaging/extra',
  '/no-such-page',
  '/login',
  '/invitations/cmp-1/inv-1',
  '/account/companies/cmp-1/more',
  '/workspace/x',
];

it('[HOUSE-6][ROUTE-1][ROUTE-2] the entry tells the signed-in area from the public pages as the route tree does', () => {
  const auth = new FakeAuth();
  const i18n = createI18nInstance();
  const { store } = makeTestStore({ auth, i18n });
  const routes = createRoutes({ store, auth, i18n });
  const routerSays = (address: string) =>
    Boolean(matchRoutes(routes, address)?.some((match) => match.route.id === 'private'));
  const entrySays = (address: string) => isSignedInArea(address, accountServiceIsLocal());
  const checked = [...new Set([...addresses(paths), ...ODD_ADDRESSES, STREAM_PAGE])];
  // A public page never goes to the provider first.
  const wronglySent = checked.filter((address) => entrySays(address) && !routerSays(address));
  expect(wronglySent).toEqual([]);
  // Every other page of the signed-in area does; a stream page starts the app, which sends it.
  const notSent = checked.filter((address) => routerSays(address) && !entrySays(address));
  expect(notSent).toEqual([STREAM_PAGE]);
  // Both kinds are there: the comparison proves something either way.
  expect(checked.filter(entrySays).length).toBeGreaterThan(20);
  expect(checked.filter((address) => !routerSays(address)).length).toBeGreaterThan(10);
});

it('[HOUSE-6] the account service’s pages are public addresses (the not-found page) when that service is elsewhere', () => {
  expect(isSignedInArea(paths.accountProfile.href(), true)).toBe(true);
  expect(isSignedInArea(paths.accountProfile.href(), false)).toBe(false);
  expect(isSignedInArea(paths.quickcheck.href(), true)).toBe(false);
  expect(isSignedInArea('/', false)).toBe(true);
});
