/** A booking's times in a time zone and language, from Intl. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function timesIn(start: string, end: string, timeZone: string, language: string) {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone });
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone });
  return {
    date: date.format(new Date(start)),
    start: time.format(new Date(start)),
    end: time.format(new Date(end)),
  };
}

/** Whether two zones show the same wall-clock time at `at` (Berlin and Vienna do). */
export const sameClock = (a: string, b: string, at: string) => {
  const f = (timeZone: string) =>
    new Intl.DateTimeFormat('en', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(at),
    );
  return f(a) === f(b);
};

/** Slots grouped by their day in `timeZone`, in order. */
export function slotsByDay<S extends { start: string }>(slots: S[], timeZone: string) {
  const key = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  const days = new Map<string, S[]>();
  for (const slot of slots) {
    const day = key.format(new Date(slot.start));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()];
}
