import { daysBetween, formatDaysAhead } from '@/shared/i18n/format';

/**
 * UX-14: how far a due date is from the backend's today (`asOf`, not the browser's clock, so the
 * words agree with the deadlines' own states). Ahead: "today", "tomorrow", "in 17 days" from
 * `Intl.RelativeTimeFormat` in the user's language. Behind: the duration alone ("3 days", from
 * `Intl.NumberFormat`), for the caller's "… overdue": the format's "3 days ago" would not say
 * that something was missed.
 */
export function relativeDue(
  dueDate: string,
  asOf: string,
  language: string,
): { overdue: false; text: string } | { overdue: true; duration: string } {
  const days = daysBetween(asOf, dueDate);
  if (days >= 0) return { overdue: false, text: formatDaysAhead(days, language) };
  return {
    overdue: true,
    duration: new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'day',
      unitDisplay: 'long',
    }).format(-days),
  };
}
