import type { Licence } from '@/shared/contract/main/licences';

/** From this day of the year (MM-DD) the licence list prompts for next year's licence. */
export const NEXT_YEAR_PROMPT_FROM = '10-01';

/**
 * The year whose licence the list should prompt for (UX-15), or null: from 1 October, next year's,
 * unless one exists for it that was not discarded. A licence must be in force from 1 January, and
 * in Germany its planned quantities go to the system before then.
 */
export function nextYearToStart(today: string, licences: readonly Licence[]): number | null {
  if (today.slice(5, 10) < NEXT_YEAR_PROMPT_FROM) return null;
  const next = Number(today.slice(0, 4)) + 1;
  return licences.some((l) => l.year === next && l.status !== 'cancelled') ? null : next;
}
