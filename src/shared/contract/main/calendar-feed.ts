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

export const CalendarFeedStateSchema = v.object({ feed: v.nullable(CalendarFeedSchema) });
export type CalendarFeedState = v.InferOutput<typeof CalendarFeedStateSchema>;

export const calendarFeedEndpoints = {
  getCalendarFeed: endpoint({
    method: 'GET',
    path: '/companies/:companyId/calendar-feed',
    summary:
      "The signed-in user's calendar feed address for the company's deadlines; `feed: null` " +
      'until one was made',
    auth: 'bearer',
    response: CalendarFeedStateSchema,
    errors: [404],
    example: { params: { companyId: 'cmp-0002' } },
    tags: ['Calendar feed'],
  }),
  regenerateCalendarFeed: endpoint({
    method: 'POST',
    path: '/companies/:companyId/calendar-feed',
    summary:
      'Makes a new secret address for the signed-in user and company; the previous one, if any, ' +
      'answers 410 Gone from now on',
    auth: 'bearer',
    response: CalendarFeedSchema,
    status: 201,
    errors: [404],
    example: { params: { companyId: 'cmp-0002' } },
    tags: ['Calendar feed'],
  }),
  calendarFeed: endpoint({
    method: 'GET',
    path: '/calendar-feeds/:secret/deadlines.ics',
    summary:
      'The feed itself (RFC 5545), for calendar apps: the secret in the address authenticates. ' +
      'The same events as the calendar page’s export with every deadline shown (a year back, a ' +
      'year ahead); texts in `lang` (de, en, es, fr), else the account’s language. 404 for an ' +
      'unknown secret, 410 for a replaced one or when the user lost access to the company',
    auth: 'none',
    query: { lang: { description: 'Language of the event texts: de, en, es or fr' } },
    response: null,
    produces: 'text/calendar',
    errors: [404, 410],
    example: {
      params: { secret: 'q0aXk3Jm1xV8Wc2Hd5Ys9Ka4Ej7Rz6Lp3Nf0Tb1Ug' },
      query: { lang: 'de' },
    },
    tags: ['Calendar feed'],
  }),
};
