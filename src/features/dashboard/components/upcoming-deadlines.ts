import type { Deadline } from '@/shared/contract/main/obligations';

/** The dashboard shows deadlines this many days ahead (and every overdue one). */
const NEXT_DAYS = 90;

/** At most this many. */
const MAX_NEXT = 8;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The deadlines the dashboard lists: every overdue one, then what is due in the next days. */
export const upcoming = (deadlines: readonly Deadline[], asOf: string) => {
  const until = addDays(asOf, NEXT_DAYS);
  return deadlines
    .filter(
      (d) =>
        d.status === 'overdue' ||
        (d.dueDate >= asOf && d.dueDate <= until && d.status !== 'done' && d.status !== 'past'),
    )
    .slice(0, MAX_NEXT);
};
