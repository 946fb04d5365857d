import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { isDashboardCountry } from '@/shared/sections';
import { ISO_COUNTRY_CODES } from './iso-countries';

/**
 * The generic `:code` section takes any other ISO 3166 alpha-2 code, in any case (routes match
 * case-insensitively). The nine countries with their own section never reach it with a page they
 * lack (`/dashboard/dk/weee` is not found), and anything that is not a country code is not found.
 */
export function countryCodeLoader({ params }: LoaderFunctionArgs) {
  const code = (params.code ?? '').toLowerCase();
  if (!ISO_COUNTRY_CODES.has(code) || isDashboardCountry(code)) {
    throw data('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return null;
}
