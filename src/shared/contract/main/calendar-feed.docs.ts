/**
 * The OpenAPI texts of `./calendar-feed`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  CalendarFeedInfoSchema,
  CalendarFeedSchema,
  CalendarFeedStateSchema,
  type calendarFeedEndpoints,
} from './calendar-feed';

export const calendarFeedDocs: EndpointDocs<typeof calendarFeedEndpoints> = {
  getCalendarFeed: {
    summary:
      "Whether the signed-in user has a calendar feed address for the company's deadlines (when " +
      'it was made; `feed: null` until one was made). The address itself is only in the answer ' +
      'that makes it: only a hash of its secret is stored',
    tags: ['Calendar feed'],
    example: { params: { companyId: 'cmp-0002' } },
  },
  regenerateCalendarFeed: {
    summary:
      'Makes a new secret address for the signed-in user and company; the previous one, if any, ' +
      'answers 410 Gone from now on',
    tags: ['Calendar feed'],
    example: { params: { companyId: 'cmp-0002' } },
  },
  calendarFeed: {
    summary:
      'The feed itself (RFC 5545), for calendar apps: the secret in the address authenticates. ' +
      'The same events as the calendar page’s export with every deadline shown (a year back, a ' +
      'year ahead); texts in `lang` (de, en, es, fr), else the account’s language. 404 for an ' +
      'unknown secret, 410 for a replaced one or when the user lost access to the company',
    tags: ['Calendar feed'],
    example: {
      params: { secret: 'q0aXk3Jm1xV8Wc2Hd5Ys9Ka4Ej7Rz6Lp3Nf0Tb1Ug' },
      query: { lang: 'de' },
    },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const calendarFeedComponents = {
  CalendarFeedInfoSchema,
  CalendarFeedSchema,
  CalendarFeedStateSchema,
};
