/** Names, dates and numbers in the current language, from Intl (no translation strings needed). */
import { regionNamesFor } from './region-names';

export function countryName(code: string, language: string): string {
  try {
    return regionNamesFor(language).of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/**
 * A calendar date (`2026-05-15` or an ISO timestamp) in the UI language, e.g. 15 May 2026.
 * @public
 */
export function formatDate(iso: string, language: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * A number in the UI language (`1.234,5` in German).
 * @public
 */
export function formatNumber(
  value: number,
  language: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(language, options).format(value);
}

/**
 * An amount of money in the UI language, `12,50 €` or `€12.50`.
 * @public
 */
export function formatMoney(amount: number, language: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
}
