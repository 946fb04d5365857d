import type { RouteObject, UIMatch } from 'react-router-dom';
import { mergeHandles, type RouteHandle } from '@/shared/lib/route-handle';
import { companyPaths, paths, type CompanyPath } from '@/shared/paths';
import type { SectionId } from '@/shared/sections';

/** Every route's own path, kept in its handle so components can read patterns from `useMatches`. */
export function withRoutePaths(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    handle: { ...(route.handle as object | undefined), routePath: route.path },
    ...(route.children ? { children: withRoutePaths(route.children) } : {}),
  })) as RouteObject[];
}

const routePathOf = (handle: unknown) => (handle as { routePath?: string } | undefined)?.routePath;

/**
 * The pattern of the matched routes (`/companies/:companyId/dashboard`), from the route definitions
 * themselves, so monitoring never records ids: `/companies/cmp-1/settings` and
 * `/companies/settings/settings` are told apart by the router, not by guessing from values.
 */
export function routePatternOf(matches: readonly { handle: unknown }[]): string {
  const segments = matches
    .map((m) => routePathOf(m.handle))
    .filter((path): path is string => Boolean(path) && path !== '/')
    .map((path) => path.replace(/^\/+|\/+$/g, ''));
  return `/${segments.join('/')}`.replace(/\?(?=\/|$)/g, '');
}

/**
 * Where switching to another company leads: the same page with the new id; but a page of one of
 * the old company's records (a process, a licence, a wizard's draft: routes whose handle says
 * `leaveOnSwitch`) gives way to its section's start page, and a page outside the company routes
 * to the new company's dashboard.
 */
export function samePageForCompany(
  matches: readonly Pick<UIMatch, 'params' | 'handle'>[],
  companyId: string,
  sectionPath: (sectionId: SectionId) => CompanyPath | null,
): string {
  const company = companyPaths(companyId);
  const pattern = routePatternOf(matches);
  if (!pattern.startsWith(paths.company.root.pattern.replace(/\?$/, ''))) return company.dashboard;
  const handle = mergeHandles(matches);
  const leave = matches.some((m) => (m.handle as RouteHandle | undefined)?.leaveOnSwitch);
  const section = handle.section ? sectionPath(handle.section) : null;
  if (leave && section) return company.section(section);
  const params = matches.at(-1)?.params ?? {};
  const path = pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
    encodeURIComponent(name === 'companyId' ? companyId : (params[name] ?? '')),
  );
  return path === company.root ? company.dashboard : path;
}
