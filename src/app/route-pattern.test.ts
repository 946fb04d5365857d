import { matchRoutes } from 'react-router-dom';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { SECTIONS } from '@/shared/sections';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { COMPANY_IDS } from '../../mocks/common/data/fixtures/companies';
import { COUNTRY_ROWS } from '@/domain/vocabulary/country-rows';
import { createRoutes } from './routes';
import { routePatternOf, samePageForCompany } from './route-pattern';

const OWNER_AT = COMPANY_IDS.alpenglueck;
const OWNER_DE: string = COMPANY_IDS.nordlicht;

/** The real route tree, matched as the router does. */
const auth = new FakeAuth();
const routes = createRoutes({
  store: makeTestStore({ auth }).store,
  auth,
  i18n: createI18nInstance(),
});
const matchesOf = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map((m) => ({ params: m.params, handle: m.route.handle }));

/** A country without a section of its own: the generic `:code` route answers for it. */
const generic = COUNTRY_ROWS.find((r) => r.pages === null)!.code.toLowerCase();

describe('page views by route pattern', () => {
  it.each([
    [`/companies/${COMPANY_IDS.alpenglueck}/dashboard`, '/companies/:companyId/dashboard'],
    [
      `/companies/${COMPANY_IDS.alpenglueck}/dashboard/de/packaging`,
      '/companies/:companyId/dashboard/de/packaging',
    ],
    [
      `/companies/${COMPANY_IDS.nordlicht}/dashboard/${generic}/weee`,
      '/companies/:companyId/dashboard/:code/weee',
    ],
    [
      `/companies/${COMPANY_IDS.alpenglueck}/at-licensing-process/prc-1`,
      '/companies/:companyId/at-licensing-process/:processId',
    ],
    [
      `/companies/${COMPANY_IDS.alpenglueck}/de-licensing-process/process`,
      '/companies/:companyId/de-licensing-process/process',
    ],
    [
      `/companies/${COMPANY_IDS.alpenglueck}/dashboard/start-process/next/prc-42`,
      '/companies/:companyId/dashboard/start-process/next/:processId',
    ],
    [`/companies/${COMPANY_IDS.alpenglueck}/support`, '/companies/:companyId/support'],
    ['/companies/dashboard', '/companies/:companyId/dashboard'],
    [`/account/companies/${COMPANY_IDS.nordlicht}`, '/account/companies/:companyId'],
    ['/bookings/bk-123', '/bookings/:id'],
    ['/privacy-policies', '/privacy-policies'],
    [`/companies/${COMPANY_IDS.alpenglueck}/unknown-thing`, '/*'],
    [`/nope/${COMPANY_IDS.alpenglueck}`, '/*'],
  ])('[RUM-1] %s is recorded as %s', (path, expected) => {
    const pattern = routePatternOf(matchesOf(path));
    expect(pattern).toBe(expected);
    for (const id of [COMPANY_IDS.alpenglueck, COMPANY_IDS.nordlicht, 'prc-1', 'prc-42', 'bk-123'])
      expect(pattern).not.toContain(id);
  });

  it.each([
    ['/companies/settings/settings', '/companies/:companyId/settings'],
    ['/companies/support/support', '/companies/:companyId/support'],
  ])(
    '[RUM-1] a company id that equals a route segment is still a parameter: %s',
    (path, expected) => {
      expect(routePatternOf(matchesOf(path))).toBe(expected);
    },
  );
});

describe('switching company keeps the page', () => {
  const sectionPath = (id: string) => SECTIONS.find((s) => s.id === id)?.path ?? null;
  const switched = (from: string, to = OWNER_DE) =>
    samePageForCompany(matchesOf(from), to, sectionPath);

  it.each([
    [`/companies/${OWNER_AT}/dashboard`, `/companies/${OWNER_DE}/dashboard`],
    [`/companies/${OWNER_AT}/dashboard/de/weee`, `/companies/${OWNER_DE}/dashboard/de/weee`],
    [
      `/companies/${OWNER_AT}/dashboard/${generic}/textiles`,
      `/companies/${OWNER_DE}/dashboard/${generic}/textiles`,
    ],
    [`/companies/${OWNER_AT}/dashboard/documents`, `/companies/${OWNER_DE}/dashboard/documents`],
    [
      `/companies/${OWNER_AT}/at-licensing-process/prc-1`,
      `/companies/${OWNER_DE}/at-licensing-process`,
    ],
    [
      `/companies/${OWNER_AT}/de-licensing-process/process`,
      `/companies/${OWNER_DE}/de-licensing-process`,
    ],
    [`/companies/${OWNER_AT}/at-licensing-process`, `/companies/${OWNER_DE}/at-licensing-process`],
    [
      `/companies/${OWNER_AT}/dashboard/start-process/next/prc-7`,
      `/companies/${OWNER_DE}/dashboard/start-process`,
    ],
    [
      `/companies/${OWNER_AT}/dashboard/start-process`,
      `/companies/${OWNER_DE}/dashboard/start-process`,
    ],
    [`/companies/${OWNER_AT}/weee-de`, `/companies/${OWNER_DE}/weee-de`],
    [`/companies/${OWNER_AT}/settings`, `/companies/${OWNER_DE}/settings`],
    [`/companies/${OWNER_AT}`, `/companies/${OWNER_DE}/dashboard`],
    ['/account/profile', `/companies/${OWNER_DE}/dashboard`],
    ['/account/companies', `/companies/${OWNER_DE}/dashboard`],
  ])('[X-SWITCH-1] from %s to %s', (from, to) => {
    expect(switched(from)).toBe(to);
  });

  it('[X-SWITCH-1] the new company id is put into the path encoded', () => {
    expect(switched(`/companies/${OWNER_AT}/dashboard`, 'x/y?z')).toBe(
      '/companies/x%2Fy%3Fz/dashboard',
    );
  });
});
