import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { isDashboardCountry } from '@/shared/sections';
import { isCountryCode } from '@/domain/vocabulary/iso-codes';

/**
 * The generic `:code` section takes any other ISO 3166 alpha-2 code, in any case (routes match
 * case-insensitively). The countries with their own section never reach it with a page they
 * lack (`/dashboard/gb/textiles` is not found), and anything that is not a country code is not found.
 */
export function countryCodeLoader({ params }: LoaderFunctionArgs) {
  const code = (params.code ?? '').toLowerCase();
  if (!isCountryCode(code) || isDashboardCountry(code)) {
    throw data('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return null;
}
