/** Names, dates and numbers in the current language, from Intl (no translation strings needed). */
import { regionNamesFor } from './region-names';

/** Formatters by language and options: building one costs far more than using it (lists of dates). */
const formatters = new Map<
  string,
  Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat
>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => F,
): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function countryName(code: string, language: string): string {
  try {
    return regionNamesFor(language).of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/**
 * A calendar date (`2026-05-15` or an ISO timestamp) in the UI language, e.g. 15 May 2026.
 */
export function formatDate(iso: string, language: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime())
    ? ''
    : cached(
        `date|${language}`,
        () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }),
      ).format(date);
}

/** Whole days from `today` to `iso` (both calendar dates): negative when `iso` has passed. */
export function daysBetween(today: string, iso: string): number {
  const day = (value: string) => Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  return Math.round((day(iso) - day(today)) / 86_400_000);
}

/** "in 17 days", "tomorrow", "today" in the UI language; for a date still ahead. */
export function formatDaysAhead(days: number, language: string): string {
  return cached(
    `relative|${language}`,
    () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
  ).format(days, 'day');
}

/**
 * A number in the UI language (`1.234,5` in German).
 */
export function formatNumber(
  value: number,
  language: string,
  options?: Intl.NumberFormatOptions,
): string {
  return cached(
    `number|${language}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(language, options),
  ).format(value);
}

/**
 * An amount of money in the UI language, `12,50 €` or `€12.50`.
 */
export function formatMoney(amount: number, language: string, currency = 'EUR'): string {
  return cached(
    `money|${language}|${currency}`,
    () => new Intl.NumberFormat(language, { style: 'currency', currency }),
  ).format(amount);
}
