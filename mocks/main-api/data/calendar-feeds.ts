/**
 * FEED-1: calendar feed addresses, one per user and company. The secret (32 random bytes) is the
 * record's id and authenticates the calendar app; regenerating marks the old record replaced
 * (kept, so its address answers 410 Gone rather than 404) and makes a new one. The feed is
 * written by the same function as the calendar page's export (`deadlineCalendar`), in the
 * language the address asks for, else the user's.
 */
import { createHash } from 'node:crypto';
import { deadlineCalendar } from '../../../src/shared/calendar/deadline-calendar';
import { config } from '../../../src/shared/config/config';
import { LOOK_AHEAD_DAYS, LOOK_BACK_DAYS } from '../../../src/domain/obligations';
import { addDays, today } from '../../../src/domain/schedule';
import { appTextsIn } from './app-texts';
import { companies, companyAccess, users } from '../../common/data/db';
import { deadlinesOf } from './obligations';
import { secretToken } from './secret-token';
import { table } from '../../common/data/table';

export interface CalendarFeedRecord {
  /** The secret of the address. */
  id: string;
  userId: string;
  companyId: string;
  createdAt: string;
  /** When a new secret replaced it: the address then answers 410. */
  replacedAt: string | null;
}

export const calendarFeeds = table<CalendarFeedRecord>(() => []);

/** How often subscribed calendars are asked to fetch again (REFRESH-INTERVAL): 12 hours. */
export const FEED_REFRESH_SECONDS = 12 * 60 * 60;

export const feedUrl = (secret: string) =>
  `${config.mainApiUrl}/calendar-feeds/${encodeURIComponent(secret)}/deadlines.ics`;

export const currentFeedOf = (userId: string, companyId: string) =>
  calendarFeeds.where(
    (f) => f.userId === userId && f.companyId === companyId && f.replacedAt === null,
  )[0] ?? null;

/** A new secret for the user and company; the previous one is replaced (its address ends). */
export function regenerateFeed(userId: string, companyId: string, now = new Date()) {
  const at = now.toISOString();
  const previous = currentFeedOf(userId, companyId);
  if (previous) calendarFeeds.update(previous.id, { replacedAt: at });
  return calendarFeeds.insert({
    id: secretToken(32),
    userId,
    companyId,
    createdAt: at,
    replacedAt: null,
  });
}

export type FeedAnswer =
  { status: 404 | 410 } | { status: 200; ics: string; etag: string; language: string };

/**
 * What the address answers: 404 for a secret never made, 410 for a replaced one or when its user
 * no longer reaches the company (or no longer exists); else every deadline of the company from a
 * year back to a year ahead, as the page's export with "Show earlier deadlines" and no filter.
 */
export function feedAnswer(secret: string, lang: string | null, day = today()): FeedAnswer {
  const feed = calendarFeeds.findById(secret);
  if (!feed) return { status: 404 };
  const user = users.findById(feed.userId);
  if (feed.replacedAt !== null || !user || !companyAccess(user, feed.companyId)) {
    return { status: 410 };
  }
  const { t, language } = appTextsIn(lang ?? user.locale);
  const company = companies.findById(feed.companyId);
  const ics = deadlineCalendar({
    companyId: feed.companyId,
    deadlines: deadlinesOf(
      feed.companyId,
      addDays(day, -LOOK_BACK_DAYS),
      addDays(day, LOOK_AHEAD_DAYS),
      day,
    ),
    t,
    language,
    appOrigin: config.appUrl,
    asOf: day,
    calendarName: t('compliance:calendar.feed.calendarName', { company: company?.name ?? '' }),
    refreshSeconds: FEED_REFRESH_SECONDS,
  });
  const etag = `"${createHash('sha256').update(ics).digest('base64url')}"`;
  return { status: 200, ics, etag, language };
}
