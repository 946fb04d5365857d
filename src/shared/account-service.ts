/**
 * The account service's own pages (companies, one company, profile), at `accountServiceUrl` from
 * the runtime config. Every link to them is built here, always with the UI language (`locale`).
 * Locally they default to this app's `/account/...` pages; then links stay in the app.
 */
import { config } from '@/shared/config/config';

const pageUrl = (path: string, query: Record<string, string>) => {
  const url = new URL(`${config.accountServiceUrl}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
};

export const accountServicePages = {
  companies: (query: { locale: string; goBackTo?: string }) => pageUrl('/companies', query),
  company: (companyId: string, query: { locale: string; nextLocation?: string }) =>
    pageUrl(`/companies/${encodeURIComponent(companyId)}`, query),
  profile: (query: { locale: string }) => pageUrl('/profile', query),
};

/** The account service's pages are this app's own (the local stack's default). */
export const accountServiceIsLocal = () =>
  new URL(config.accountServiceUrl).origin === new URL(config.appUrl).origin;

/**
 * An address for in-app navigation when it is on this app's origin (`/account/companies?...`),
 * else `null`: the browser must leave for it.
 */
export function inAppPath(href: string): string | null {
  const url = new URL(href, config.appUrl);
  if (url.origin !== new URL(config.appUrl).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
