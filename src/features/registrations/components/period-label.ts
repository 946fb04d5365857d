import type { TFunction } from 'i18next';

/** A report period in words: `October 2026`, `Q3 2026`, `2026`. */
export function periodLabel(id: string, language: string, t: TFunction<'services'>): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(id);
  if (quarter) return t('registrations.periods.quarter', { quarter: quarter[2], year: quarter[1] });
  if (/^\d{4}-\d{2}$/.test(id)) {
    return new Intl.DateTimeFormat(language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${id}-01T00:00:00Z`));
  }
  return id;
}

/** The months a taken-over registration may report from: this one and the 11 before. */
export function startMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 7),
  );
}
