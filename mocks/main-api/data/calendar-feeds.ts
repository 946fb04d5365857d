/**
 * FEED-1: calendar feed addresses, one per user and company. The secret (32 random bytes) in the
 * address authenticates the calendar app; regenerating marks the old record replaced (kept, so its
 * address answers 410 Gone rather than 404) and makes a new one. The feed is written by the same
 * function as the calendar page's export (`deadlineCalendar`), in the language the address asks
 * for, else the user's.
 *
 * TRUST-14: only the secret's SHA-256 is stored, so a leaked store (a dump, a log of records)
 * opens no feed. A fast hash is enough: the secret is 256 random bits, not a password, so there is
 * nothing to guess faster with a fast hash (a slow one only protects low-entropy secrets). The
 * lookup compares hashes in constant time. The address is therefore shown once, when it is made;
 * whoever needs it again regenerates it (which ends the old one).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { deadlineCalendar } from '../../../src/shared/calendar/deadline-calendar';
import { config } from '../../../src/shared/config/config';
import { LOOK_AHEAD_DAYS, LOOK_BACK_DAYS } from '../../../src/domain/obligations';
import { addDays, today } from '../../../src/domain/schedule';
import { appTextsIn } from './app-texts';
import { companies, companyAccess, newId, users } from '../../common/data/db';
import { deadlinesOf } from './obligations';
import { secretToken } from './secret-token';
import { table } from '../../common/data/table';

export interface CalendarFeedRecord {
  id: string;
  /** SHA-256 of the address's secret, hex; the secret itself is never stored. */
  secretHash: string;
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

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/** The record whose secret this is; every record's hash is compared, each in constant time. */
export function feedBySecret(secret: string): CalendarFeedRecord | undefined {
  const given = hashOf(secret);
  let found: CalendarFeedRecord | undefined;
  for (const feed of calendarFeeds.all()) {
    if (timingSafeEqual(Buffer.from(feed.secretHash, 'hex'), given)) found = feed;
  }
  return found;
}

export const currentFeedOf = (userId: string, companyId: string) =>
  calendarFeeds.where(
    (f) => f.userId === userId && f.companyId === companyId && f.replacedAt === null,
  )[0] ?? null;

/**
 * A new secret for the user and company; the previous one is replaced (its address ends). The
 * secret is returned this once, for the answer that shows the address.
 */
export function regenerateFeed(
  userId: string,
  companyId: string,
  now = new Date(),
): { feed: CalendarFeedRecord; secret: string } {
  const at = now.toISOString();
  const previous = currentFeedOf(userId, companyId);
  if (previous) calendarFeeds.update(previous.id, { replacedAt: at });
  const secret = secretToken(32);
  const feed = calendarFeeds.insert({
    id: newId('feed'),
    secretHash: hashOf(secret).toString('hex'),
    userId,
    companyId,
    createdAt: at,
    replacedAt: null,
  });
  return { feed, secret };
}

export type FeedAnswer =
  { status: 404 | 410 } | { status: 200; ics: string; etag: string; language: string };

/**
 * What the address answers: 404 for a secret never made, 410 for a replaced one or when its user
 * no longer reaches the company (or no longer exists); else every deadline of the company from a
 * year back to a year ahead, as the page's export with "Show earlier deadlines" and no filter.
 */
export function feedAnswer(secret: string, lang: string | null, day = today()): FeedAnswer {
  const feed = feedBySecret(secret);
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
