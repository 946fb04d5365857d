/**
 * Calendar days as ISO `YYYY-MM-DD`, computed in UTC (schedule.ts counts with them). A module of
 * its own so that a page needing only today's date does not carry the schedule arithmetic
 * (HOUSE-6: webpack keeps every export of schedule.ts that any page uses, in every copy).
 *
 * Relative imports only: the mock backend loads the domain with esbuild-register.
 */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The service's today. */
export const today = (): string => isoDay(new Date());
