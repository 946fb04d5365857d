/**
 * Every page of the app, read from the route tree itself (`createRoutes` in src/app/routes/:
 * the sections of `SECTIONS`, the country and stream pages, the public and account pages), so a
 * screen added to the tree is checked without a change here. Parameters get fixture values; a
 * route with a parameter that has none fails the listing with a message saying where to add it.
 */
import type { RouteObject } from 'react-router-dom';
import { bookingFixtures } from '../../mocks/main-api/data/bookings';
import { documentFixtures } from '../../mocks/main-api/data/fixtures/compliance-documents';
import { COMPANY_IDS, invitationFixtures } from '../../mocks/common/data/fixtures/companies';
import { processFixtures } from '../../mocks/main-api/data/processes';
import { createRoutes, type RouteDeps } from '../../src/app/routes';

const company = COMPANY_IDS.nordlicht;
const process = processFixtures().find((p) => p.companyId === company)!;
const document = documentFixtures(Date.now()).find((d) => d.companyId === company)!;
const invitation = invitationFixtures(Date.now()).find((i) => i.companyId === company)!;

/** An example value for every route parameter of the tree (owner@example.com may open them). */
const PARAMS: Record<string, string> = {
  companyId: company,
  processId: process.id,
  // The generic country section: any country without a section of its own.
  code: 'it',
  id: bookingFixtures()[0]!.id,
  documentId: document.id,
  invitationId: invitation.id,
};

/**
 * Pages whose example the signed-in owner may not open (no invitation to the owner's address, no
 * representation order of the owner's companies): they show their not-found state, and the API
 * call behind it answers 404 on purpose.
 */
const NOT_FOUND_CALLS: Record<string, (p: Record<string, string>) => string> = {
  '/invitations/:companyId/:invitationId': (p) =>
    `/api/account/invitations/${p.companyId}/${p.invitationId}`,
  'start-process/next/:processId': (p) =>
    `/api/companies/${p.companyId}/representation-orders/${p.processId}`,
};

export interface AppPage {
  /** The route pattern, e.g. `/companies/:companyId?/dashboard/de/packaging`. */
  pattern: string;
  url: string;
  /** `public` pages are for everyone; `private` ones need a signed-in user. */
  area: 'public' | 'private';
  /** An API call of the page that answers 404 for the example (see NOT_FOUND_CALLS). */
  notFoundCall?: string;
}

const join = (base: string, path: string | undefined) =>
  path === undefined ? base : `${base.replace(/\/$/, '')}/${path}`.replace(/\/+/g, '/');

function fill(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return 'no-such-page';
      const param = /^:([A-Za-z]+)\??$/.exec(segment)?.[1];
      if (!param) return segment;
      const value = PARAMS[param];
      if (value === undefined)
        throw new Error(
          `route ${pattern}: give ":${param}" an example in e2e/support/app-routes.ts`,
        );
      return value;
    })
    .join('/');
}

/** A route that shows something itself (not only a redirect, not only a parent). */
const showsPage = (route: RouteObject) =>
  !route.children && (route.lazy !== undefined || route.Component != null || route.element != null);

function collect(routes: RouteObject[], base: string, area: AppPage['area'] | null): AppPage[] {
  return routes.flatMap((route) => {
    const here = route.id === 'public' || route.id === 'private' ? route.id : area;
    const pattern = join(base, route.path);
    if (route.children) return collect(route.children, pattern, here);
    if (!showsPage(route) || !here) return [];
    const notFound = Object.entries(NOT_FOUND_CALLS).find(([end]) => pattern.endsWith(end));
    return [
      {
        pattern: pattern || '/',
        url: fill(pattern || '/'),
        area: here,
        ...(notFound ? { notFoundCall: notFound[1](PARAMS) } : {}),
      },
    ];
  });
}

/** Every page of the route tree, in tree order, once per address. */
export function appPages(): AppPage[] {
  // Building the tree stores these in loaders; nothing runs until a route is visited.
  const deps = { store: {}, auth: {}, i18n: {} } as unknown as RouteDeps;
  const pages = collect(createRoutes(deps), '', null);
  return pages.filter((page, i) => pages.findIndex((p) => p.url === page.url) === i);
}
