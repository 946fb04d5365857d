/**
 * The tables agree (issue 21, part 2): the path table, the sections table and its pages, and the
 * route tree built from them. Checked through `matchRoutes` on the real tree: no rendering, no
 * loaders.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { anyCompany, companyPaths, paths, type PathEntry } from '@/shared/paths';
import { GENERIC_COUNTRY, SECTIONS, streamPagesOf } from '@/shared/sections';
import { scrubPath } from '@/shared/monitoring/scrub';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { COUNTRY_ROWS } from '@/domain/vocabulary/country-rows';
import { createRoutes } from '.';
import { below } from './route-kit';
import { SECTION_PAGES } from './section-pages';

const auth = new FakeAuth();
const routes = createRoutes({
  store: makeTestStore({ auth }).store,
  auth,
  i18n: createI18nInstance(),
});

type AnyEntry = PathEntry<string[]>;

/** Every entry of the path table by name (`company.document`), and every section's entry. */
function entriesOf(table: object, prefix = ''): [string, AnyEntry][] {
  return Object.entries(table).flatMap(([key, value]): [string, AnyEntry][] => {
    const name = `${prefix}${key}`;
    if (!value || typeof value !== 'object') return [];
    if ('pattern' in value && 'href' in value) return [[name, value as AnyEntry]];
    return entriesOf(value as object, `${name}.`);
  });
}
const ENTRIES: [string, AnyEntry][] = [
  ...entriesOf(paths),
  ...SECTIONS.map((s): [string, AnyEntry] => [`section ${s.id}`, s.path as AnyEntry]),
];

/** Example values by parameter name; `stream` is a static segment in the tree (the stream pages). */
// `code`: a country without a section of its own, so the generic `:code` route answers.
const EXAMPLES: Record<string, string> = {
  companyId: 'cmp-7',
  code: COUNTRY_ROWS.find((r) => r.pages === null)!.code.toLowerCase(),
  stream: 'weee',
};
const paramsOf = (pattern: string) =>
  [...pattern.matchAll(/:([A-Za-z]+)\??/g)].map(([, name]) => name!);
const exampleArgs = (pattern: string) =>
  paramsOf(pattern).map((name) => EXAMPLES[name] ?? `${name}-1`);

/** The full pattern of the deepest matched route (optional segments kept). */
function treePatternOf(href: string): { pattern: string; params: Record<string, string> } | null {
  const matches = matchRoutes(routes, href);
  if (!matches) return null;
  const joined = matches
    .map((m) => m.route.path)
    .filter((path): path is string => Boolean(path))
    .join('/');
  return {
    pattern: `/${joined}`,
    params: matches.at(-1)!.params as Record<string, string>,
  };
}

/** Every route that ends a branch, with its full pattern. */
function leafPatterns(list: readonly RouteObject[], prefix: string): string[] {
  return list.flatMap((route) => {
    const here = route.index || !route.path ? prefix : `${prefix.replace(/\/$/, '')}/${route.path}`;
    return route.children?.length ? leafPatterns(route.children, here) : [here || '/'];
  });
}

describe('the path table', () => {
  it.each(ENTRIES.map(([name, entry]) => [name, entry.pattern, entry]))(
    '[ROUTE-1][ROUTE-4][ROUTE-5] %s: its href matches its pattern %s',
    (_name, pattern, entry) => {
      const args = exampleArgs(pattern);
      const href = entry.href(...args);
      const match = matchRoutes([{ path: pattern }], href.split('?')[0]!);
      expect(match).not.toBeNull();
      const params = match!.at(-1)!.params;
      // Without a company id (`anyCompanyDashboard`), the href leaves the optional segment out.
      const given = paramsOf(pattern).filter((name) => params[name] !== undefined);
      expect(given.map((name) => params[name])).toEqual(
        args.slice(paramsOf(pattern).length - given.length),
      );
    },
  );

  it.each(ENTRIES.map(([name, entry]) => [name, entry.pattern, entry]))(
    '[ROUTE-1][ROUTE-5][ROUTE-6][ROUTE-8] %s: the route tree has its pattern %s',
    (_name, pattern, entry) => {
      const found = treePatternOf(entry.href(...exampleArgs(pattern)).split('?')[0]!);
      // The stream pages are static segments in the tree (`.../:code/weee`).
      expect(found?.pattern).toBe(pattern.replace(':stream', EXAMPLES.stream!));
    },
  );

  it('[ROUTE-1][ROUTE-5][ROUTE-6][ROUTE-7] every route of the tree has its entry in the path table', () => {
    const patterns = new Set(ENTRIES.map(([, entry]) => entry.pattern));
    // The stream pages of each country section (`SECTIONS`, the generic one), from the stream table.
    const countries = [
      ...SECTIONS.filter((s) => s.navGroup === 'countries').map((s) => s.path.pattern),
      paths.company.country.pattern,
    ];
    for (const country of countries) {
      const code = country.split('/').at(-1)!;
      for (const stream of streamPagesOf(code === GENERIC_COUNTRY ? GENERIC_COUNTRY : code))
        patterns.add(`${country}/${stream}`);
    }
    const missing = leafPatterns(routes, '').filter(
      (pattern) => pattern !== '/*' && !patterns.has(pattern),
    );
    expect(missing).toEqual([]);
  });

  it('[ROUTE-4][LOADER-2] a company page without an id leaves the optional segment out', () => {
    expect(paths.anyCompanyDashboard.href()).toBe('/companies/dashboard');
    expect(anyCompany(paths.company.authoriseme)).toBe('/companies/authoriseme');
    expect(paths.applyQuickcheck.href()).toBe('/companies/dashboard?markets=quickcheck');
  });

  it('[TRUST-11] hrefs encode every value as one segment, and the router reads it back', () => {
    const href = paths.company.document.href('a b', 'x/y?z');
    expect(href).toBe('/companies/a%20b/dashboard/documents/x%2Fy%3Fz');
    expect(treePatternOf(href)).toEqual({
      pattern: paths.company.document.pattern,
      params: { companyId: 'a b', documentId: 'x/y?z' },
    });
    expect(paths.invitation.href('c 1', 'i-1', 'a+b@example.com')).toBe(
      '/invitations/c%201/i-1?email=a%2Bb%40example.com',
    );
    expect(() => paths.booking.href('..')).toThrow('Refused path parameter');
    expect(() => companyPaths('..')).toThrow('Refused path parameter');
  });

  it('[ROUTE-6][ROUTE-7] country addresses are lower case', () => {
    const company = companyPaths('cmp-7');
    expect(company.country('DE')).toBe('/companies/cmp-7/dashboard/de');
    expect(company.country('GR', 'textiles')).toBe('/companies/cmp-7/dashboard/gr/textiles');
  });
});

describe('the sections table', () => {
  it('[ROUTE-5][ROUTE-6] every section has one id, its page, and its route at its entry’s pattern', () => {
    const ids = SECTIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(SECTION_PAGES).sort()).toEqual([...ids].sort());
    for (const section of SECTIONS) {
      const href = section.path.href('cmp-7');
      const matches = matchRoutes(routes, href) ?? [];
      const route = matches.find(
        (m) => (m.route.handle as { section?: string } | undefined)?.section === section.id,
      );
      expect([section.id, route?.pathname.replace(/\/$/, '')]).toEqual([section.id, href]);
    }
  });

  it('[ROUTE-5] a section’s route path is its entry below the company route', () => {
    expect(below(paths.company.root, paths.company.documents)).toBe('dashboard/documents');
    expect(below(paths.home, paths.company.root)).toBe('companies/:companyId?');
    expect(() => below(paths.company.documents, paths.company.support)).toThrow('is not below');
  });
});

describe('monitoring', () => {
  it('[TRUST-9][RUM-1] every page view pattern of the tree passes the path scrubber unchanged', () => {
    const patterns = leafPatterns(routes, '').map((p) => p.replace(/\?(?=\/|$)/g, ''));
    expect(patterns.filter((pattern) => scrubPath(pattern) !== pattern)).toEqual([]);
  });
});
