import { paths, type PathEntry } from '@/shared/paths';

/**
 * The addresses of the signed-in area (the route tree's `private` branch), from the path table:
 * the start page and its shortcuts, the workspace, the administration, the company pages and,
 * when the account service is this app, its pages. Everything else (the callback, sign-up,
 * invitations, the quickcheck, the legal pages, the not-found page) is public.
 */
const patternsOf = (table: object): string[] =>
  Object.values(table).flatMap((value: unknown) =>
    !value || typeof value !== 'object'
      ? []
      : 'pattern' in value
        ? [(value as PathEntry).pattern]
        : patternsOf(value),
  );

const SIGNED_IN = [
  paths.home,
  paths.dashboardShortcut,
  paths.authorisemeShortcut,
  paths.workspace,
  paths.adminCompanies,
].map((entry) => entry.pattern);
/*
 * A stream page's pattern takes any two segments, the route tree only the streams of
 * `SECTION_PAGES` (the rest is the not-found page, public): those pages start the app, which sends
 * to sign-in itself. A public page must never go to the provider first; a signed-in page that
 * starts the app first is only slower.
 */
const COMPANY = patternsOf(paths.company).filter(
  (pattern) => pattern !== paths.company.countryStream.pattern,
);
const ACCOUNT = [paths.accountCompanies, paths.accountCompany, paths.accountProfile].map(
  (entry) => entry.pattern,
);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The router's matching: case-insensitive, `:name` one segment, `:name?` one or none. */
function matches(pattern: readonly string[], path: readonly string[]): boolean {
  const [want, ...restPattern] = pattern;
  if (want === undefined) return path.length === 0;
  const [got, ...restPath] = path;
  if (want.startsWith(':') && want.endsWith('?') && matches(restPattern, path)) return true;
  if (got === undefined) return false;
  if (!want.startsWith(':') && want.toLowerCase() !== got.toLowerCase()) return false;
  return matches(restPattern, restPath);
}

/** Whether the router would send `pathname` through the sign-in check. */
export function isSignedInArea(pathname: string, accountServiceIsHere: boolean): boolean {
  const path = segmentsOf(pathname);
  const patterns = [...SIGNED_IN, ...COMPANY, ...(accountServiceIsHere ? ACCOUNT : [])];
  return patterns.some((pattern) => matches(segmentsOf(pattern), path));
}
