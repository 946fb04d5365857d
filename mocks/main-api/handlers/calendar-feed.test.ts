/**
 * FEED-1 at the HTTP level: the feed answers calendar apps without a bearer token (the secret in
 * the address authenticates), in the asked language, with stable UIDs and revalidation headers;
 * regenerating ends the old address (410), and so does losing access to the company.
 */
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { config } from '../../../src/shared/config/config';
import { addDays, today } from '../../../src/domain/schedule';
import { LOOK_AHEAD_DAYS, LOOK_BACK_DAYS } from '../../../src/domain/obligations';
import { testTokenFor } from '../../common/data/auth-tokens';
import { memberships, users } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { calendarFeeds, feedBySecret } from '../data/calendar-feeds';
import { deadlinesOf } from '../data/obligations';

const { nordlicht, kowalski, alpenglueck } = COMPANY_IDS;

async function manage(userId: string, companyId: string, method: 'GET' | 'POST' = 'GET') {
  const response = await fetch(`${config.mainApiUrl}/companies/${companyId}/calendar-feed`, {
    method,
    headers: { Authorization: `Bearer ${testTokenFor(userId)}`, Accept: 'application/json' },
  });
  const body = (await response.json()) as { data?: unknown };
  return { status: response.status, data: body.data };
}

const regenerate = async (userId: string, companyId: string) =>
  (await manage(userId, companyId, 'POST')).data as { url: string; createdAt: string };

/** As a calendar app fetches it: no Authorization header, no cookie. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

const countryIn = (language: string, code: string) =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code)!;

/** The first event's summary starts with its country's name in `language`. */
const firstIn = (language: string, ics: string) => {
  const [first] = events(ics);
  const country = deadlinesOf(
    nordlicht,
    addDays(today(), -LOOK_BACK_DAYS),
    addDays(today(), LOOK_AHEAD_DAYS),
  ).find((d) => first!.uid === `${nordlicht}.${d.id}@epr-compliance`)!.country;
  return first!.summary.startsWith(`${countryIn(language, country)} · `);
};

const events = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));

describe('the calendar feed (FEED-1)', () => {
  it('[FEED-1] has no address until one is made; making one answers its https address under the main API', async () => {
    expect(await manage(USER_IDS.owner, nordlicht)).toEqual({ status: 200, data: { feed: null } });
    const feed = await regenerate(USER_IDS.owner, nordlicht);
    expect(feed.url.startsWith(`${config.mainApiUrl}/calendar-feeds/`)).toBe(true);
    expect(feed.url.endsWith('/deadlines.ics')).toBe(true);
    // 32 random bytes, base64url: 43 characters of secret.
    expect(/calendar-feeds\/([A-Za-z0-9_-]{43})\//.test(feed.url)).toBe(true);
    // TRUST-14: the address is not shown again (only the secret's hash is kept).
    expect((await manage(USER_IDS.owner, nordlicht)).data).toEqual({
      feed: { createdAt: feed.createdAt },
    });
  });

  it('[TRUST-14] the secret is stored only as its SHA-256: the record opens no feed, the address does', async () => {
    const { url } = await regenerate(USER_IDS.owner, nordlicht);
    const secret = /calendar-feeds\/([^/]+)\//.exec(url)![1]!;
    const [record] = calendarFeeds.all();
    expect(JSON.stringify(record)).not.toContain(secret);
    expect(record!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(feedBySecret(secret)?.id).toBe(record!.id);
    expect(feedBySecret(record!.secretHash)).toBeUndefined();
    expect((await fetchFeed(url)).status).toBe(200);
  });

  it('[FEED-1] answers a calendar app without a bearer token: every deadline of the year back and ahead, stable UIDs, all-day, 7-day alarm', async () => {
    const { url } = await regenerate(USER_IDS.owner, nordlicht);
    const response = await fetchFeed(`${url}?lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const ics = await response.text();
    const parsed = events(ics);
    const day = today();
    const expected = deadlinesOf(
      nordlicht,
      addDays(day, -LOOK_BACK_DAYS),
      addDays(day, LOOK_AHEAD_DAYS),
      day,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(parsed.map((e) => e.uid)).toEqual(
      expected.map((d) => `${nordlicht}.${d.id}@epr-compliance`),
    );
    for (const [i, event] of parsed.entries()) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(expected[i]!.dueDate);
      expect(event.summary.startsWith(`${countryIn('en', expected[i]!.country)} · `)).toBe(true);
      const alarm = event.component.getFirstSubcomponent('valarm')!;
      expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-P7D');
    }
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'EPR deadlines · Nordlicht Versand GmbH',
    );
    expect(ics).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT12H');
    // The same file on the next fetch: calendars update events in place instead of doubling them.
    expect(await (await fetchFeed(`${url}?lang=en`)).text()).toBe(ics);
  });

  it('[FEED-1] writes the texts in the language the address asks for, else the account’s', async () => {
    const { url } = await regenerate(USER_IDS.owner, nordlicht);
    expect(firstIn('de', await (await fetchFeed(`${url}?lang=de`)).text())).toBe(true);
    expect(firstIn('fr', await (await fetchFeed(`${url}?lang=fr`)).text())).toBe(true);
    users.update(USER_IDS.owner, { locale: 'es' });
    expect(firstIn('es', await (await fetchFeed(url)).text())).toBe(true);
    // A language the app does not have falls back to English, not to an error.
    expect(firstIn('en', await (await fetchFeed(`${url}?lang=xx`)).text())).toBe(true);
    expect(firstIn('en', await (await fetchFeed(`${url}?lang=de`)).text())).toBe(false);
  });

  it('[FEED-1] is revalidated on every fetch (ETag, 304), never kept by a shared cache, and carries no referrer', async () => {
    const { url } = await regenerate(USER_IDS.owner, nordlicht);
    const first = await fetchFeed(`${url}?lang=en`);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(first.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(first.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetchFeed(`${url}?lang=en`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const german = await fetchFeed(`${url}?lang=de`, { 'If-None-Match': etag });
    expect(german.status).toBe(200);
  });

  it('[FEED-1] regenerating ends the old address with 410 Gone; the new one serves the same events', async () => {
    const old = await regenerate(USER_IDS.owner, nordlicht);
    const before = events(await (await fetchFeed(old.url)).text()).map((e) => e.uid);
    const fresh = await regenerate(USER_IDS.owner, nordlicht);
    expect(fresh.url).not.toBe(old.url);
    const gone = await fetchFeed(old.url);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('Cache-Control')).toBe('no-store');
    expect((await manage(USER_IDS.owner, nordlicht)).data).toEqual({
      feed: { createdAt: fresh.createdAt },
    });
    expect(events(await (await fetchFeed(fresh.url)).text()).map((e) => e.uid)).toEqual(before);
  });

  it('[FEED-1] an address never made is 404; a guessed one too', async () => {
    const { url } = await regenerate(USER_IDS.owner, nordlicht);
    const guessed = url.replace(
      /calendar-feeds\/[^/]+\//,
      'calendar-feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/',
    );
    expect((await fetchFeed(guessed)).status).toBe(404);
  });

  it('[FEED-1] is per user and company: another user’s address is their own, and losing access ends it', async () => {
    const owners = await regenerate(USER_IDS.owner, nordlicht);
    const mias = await regenerate(USER_IDS.nordlichtMember, nordlicht);
    expect(mias.url).not.toBe(owners.url);
    expect((await fetchFeed(owners.url)).status).toBe(200);
    const membership = memberships.find(USER_IDS.nordlichtMember, nordlicht)!;
    memberships.remove(membership.id);
    expect((await fetchFeed(mias.url)).status).toBe(410);
    expect((await fetchFeed(owners.url)).status).toBe(200);
    // Alpenglück's address is another one, with Alpenglück's events.
    const alpen = await regenerate(USER_IDS.owner, alpenglueck);
    const uids = events(await (await fetchFeed(alpen.url)).text()).map((e) => e.uid);
    expect(uids.every((uid) => uid.startsWith(`${alpenglueck}.`))).toBe(true);
  });

  it('[FEED-1] another company’s feed cannot be read or made (404, as any of its resources)', async () => {
    expect((await manage(USER_IDS.owner, kowalski)).status).toBe(404);
    expect((await manage(USER_IDS.owner, kowalski, 'POST')).status).toBe(404);
  });
});
