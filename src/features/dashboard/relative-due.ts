const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (ISO dates), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

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
  if (days >= 0)
    return {
      overdue: false,
      text: new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day'),
    };
  return {
    overdue: true,
    duration: new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'day',
      unitDisplay: 'long',
    }).format(-days),
  };
}
