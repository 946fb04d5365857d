/**
 * FEED-1: the calendar feed's management (bearer, per user and company) and the feed itself
 * (no bearer: the secret in the address authenticates the calendar app).
 */
import { HttpResponse, type PathParams } from 'msw';
import { config } from '../../../src/shared/config/config';
import { calendarFeedEndpoints } from '../../../src/shared/contract/main/calendar-feed';
import {
  currentFeedOf,
  feedAnswer,
  feedUrl,
  regenerateFeed,
  type CalendarFeedRecord,
} from '../data/calendar-feeds';
import { created, ok } from '../../common/respond';
import { publicRoute, route } from '../../common/route';
import { inCompanyScope, type CompanyScopeParams } from './company-scope';

const base = config.mainApiUrl;

/** The address with its secret: only in the answer that made it (TRUST-14). */
const made = ({ feed, secret }: { feed: CalendarFeedRecord; secret: string }) => ({
  url: feedUrl(secret),
  createdAt: feed.createdAt,
});

/** Headers of every feed answer: the address is a secret, so no referrer, no index, no shared cache. */
const SECRET_ADDRESS_HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
};

export const calendarFeedHandlers = [
  route<typeof calendarFeedEndpoints.getCalendarFeed, CompanyScopeParams>(
    base,
    calendarFeedEndpoints.getCalendarFeed,
    inCompanyScope(({ params, user }) => {
      const feed = currentFeedOf(user.id, params.companyId);
      return ok({ feed: feed ? { createdAt: feed.createdAt } : null });
    }),
  ),
  route<typeof calendarFeedEndpoints.regenerateCalendarFeed, CompanyScopeParams>(
    base,
    calendarFeedEndpoints.regenerateCalendarFeed,
    inCompanyScope(({ params, user }) => created(made(regenerateFeed(user.id, params.companyId)))),
  ),
  publicRoute<typeof calendarFeedEndpoints.calendarFeed, PathParams & { secret: string }>(
    base,
    calendarFeedEndpoints.calendarFeed,
    ({ params, request }) => {
      const answer = feedAnswer(params.secret, new URL(request.url).searchParams.get('lang'));
      if (answer.status !== 200) {
        return HttpResponse.json(
          {
            message:
              answer.status === 410
                ? 'This calendar address was replaced or withdrawn'
                : 'Calendar not found',
          },
          {
            status: answer.status,
            headers: { ...SECRET_ADDRESS_HEADERS, 'Cache-Control': 'no-store' },
          },
        );
      }
      const headers = {
        ...SECRET_ADDRESS_HEADERS,
        // Revalidated on every fetch (cheap with the ETag), so a regenerated address ends at once.
        'Cache-Control': 'private, no-cache',
        ETag: answer.etag,
        'Content-Language': answer.language,
        Vary: 'Accept-Encoding',
      };
      if (request.headers.get('If-None-Match') === answer.etag) {
        return new HttpResponse(null, { status: 304, headers });
      }
      return new HttpResponse(answer.ics, {
        status: 200,
        headers: { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' },
      });
    },
  ),
];
