import { config } from '@/shared/config/config';

/**
 * The account service's own pages (spec section 4), addresses from the runtime config. Locally
 * they default to this app's `/account/companies` pages.
 */
export function companiesPageUrl(locale: string, goBackTo: string): string {
  const url = new URL(`${config.accountServiceUrl}/companies`);
  url.searchParams.set('locale', locale);
  url.searchParams.set('goBackTo', goBackTo);
  return url.toString();
}

export function companyPageUrl(companyId: string, locale: string, nextLocation: string): string {
  const url = new URL(`${config.accountServiceUrl}/companies/${encodeURIComponent(companyId)}`);
  url.searchParams.set('locale', locale);
  url.searchParams.set('nextLocation', nextLocation);
  return url.toString();
}
