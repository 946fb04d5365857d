/**
 * FEED-1: a subscribable iCalendar address per user and company. Its secret authenticates the
 * calendar app that fetches it (no bearer token: calendar apps cannot send one); the app manages
 * it with the user's bearer token like any other call. Regenerating makes a new secret and ends
 * the old address (410 Gone).
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { TimestampSchema } from '../primitives';

export const CalendarFeedSchema = v.object({
  /** The https address calendar apps subscribe to; `?lang=` picks the language of its texts. */
  url: v.pipe(v.string(), v.url()),
  createdAt: TimestampSchema,
});
export type CalendarFeed = v.InferOutput<typeof CalendarFeedSchema>;

/**
 * The current address without its secret (TRUST-14: only its hash is stored, so the address is
 * shown once, in the answer that makes it; regenerating gives a new one).
 */
export const CalendarFeedInfoSchema = v.object({ createdAt: TimestampSchema });

export const CalendarFeedStateSchema = v.object({ feed: v.nullable(CalendarFeedInfoSchema) });
export type CalendarFeedState = v.InferOutput<typeof CalendarFeedStateSchema>;

export const calendarFeedEndpoints = {
  getCalendarFeed: endpoint({
    method: 'GET',
    path: '/companies/:companyId/calendar-feed',
    auth: 'bearer',
    response: CalendarFeedStateSchema,
    errors: [404],
  }),
  regenerateCalendarFeed: endpoint({
    method: 'POST',
    path: '/companies/:companyId/calendar-feed',
    auth: 'bearer',
    response: CalendarFeedSchema,
    status: 201,
    errors: [404],
  }),
  calendarFeed: endpoint({
    method: 'GET',
    path: '/calendar-feeds/:secret/deadlines.ics',
    auth: 'none',
    query: { lang: { description: 'Language of the event texts: de, en, es or fr' } },
    response: null,
    produces: 'text/calendar',
    errors: [404, 410],
  }),
};
