/**
 * What leaves for the monitoring service (TRUST-9): no query strings, no ids (secret booking ids,
 * company ids, e-mail addresses in paths), no received values in validation messages, no page
 * titles (they name companies). Every batch aws-rum-web sends passes `scrubRumRequest` (its
 * `fetchFunction`, see rum-config.ts), so the http, error, performance and page-view events and
 * their metadata are all cleaned in one place, whatever plugin produced them.
 */

import { pathWords } from '@/shared/paths';
import { STREAM_PAGES } from '@/shared/sections';

/** The title monitoring sees for every page: the real one names the company. */
export const MONITORED_TITLE = 'EPR Compliance';

/** Placeholder of a path segment that is not one of the known words. */
const ID_PLACEHOLDER = ':id';

/**
 * The path words of both APIs (static segments of every contract path; a test checks it against
 * the OpenAPI documents) and of the app's routes (read from the path table). Any other segment is
 * an id or a value and becomes `:id`.
 */
export const KNOWN_PATH_WORDS: ReadonlySet<string> = new Set([
  // APIs
  'account',
  // REM-1, CHG-1, FEED-1, PROOF-1 (the feed's secret segment is no word: it becomes `:id`)
  'calendar-feed',
  'calendar-feeds',
  'deadlines.ics',
  'file.csv',
  'file.pdf',
  'notifications',
  'proof-pack',
  'read',
  'read-all',
  'reference-changes',
  'reminders',
  'unsubscribe',
  'admin',
  'affiliations',
  'api',
  'applications',
  'attachments',
  'bookings',
  'brands',
  'cancellation',
  'companies',
  'compliance-summaries',
  'config',
  'confirmations',
  'contract',
  'deadlines',
  'deleteAccount',
  'documents',
  'features',
  'file',
  'getUser',
  'illegal-content-notices',
  'invitations',
  'licences',
  'logout',
  'markets',
  'quantity-totals',
  'scheme-contracts',
  'representatives',
  'members',
  'newsletter',
  'nie-nif-applications',
  'obligations',
  'openapi.json',
  'power-of-attorney',
  'prices',
  'processes',
  'producer-registrations',
  'pros',
  'reference',
  'registrations',
  'reports',
  'representation-orders',
  'searchUserByEmailAndCompany',
  'sendPasswordReset',
  'slots',
  'submit',
  'subscriptions',
  'support',
  'tickets',
  'unsubscriptions',
  'updateEmail',
  'updateNames',
  'user',
  // the identity provider
  'oidc',
  'token',
  'auth',
  'me',
  'jwks',
  'session',
  'end',
  'revocation',
  // the app: its route patterns' words (the path table), its stream pages, its static files
  ...pathWords(),
  '*',
  ...STREAM_PAGES,
  'assets',
  'runtime-config.js',
  'silent-renew.html',
]);

/** Two-letter segments are country codes (`de`, `at`): too short to carry a secret. */
const isKnownSegment = (segment: string) =>
  KNOWN_PATH_WORDS.has(segment) ||
  /^[a-z]{2}$/.test(segment) ||
  /^[a-z]{2}-(?:licensing|registration|representation)-process$/.test(segment);

/** A path with every unknown segment replaced by `:id` (a segment already `:name` stays). */
export function scrubPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) =>
      segment === '' || segment.startsWith(':') || isKnownSegment(segment)
        ? segment
        : ID_PLACEHOLDER,
    )
    .join('/');
}

/** A URL without user info, query and fragment, its path scrubbed; anything unparsable is dropped. */
export function scrubUrl(value: string): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(value);
  try {
    const url = new URL(value, 'https://relative.invalid');
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return `${url.protocol}${ID_PLACEHOLDER}`;
    const path = scrubPath(url.pathname);
    return absolute || value.startsWith('//') ? `${url.origin}${path}` : path;
  } catch {
    return ID_PLACEHOLDER;
  }
}

const EMAIL = /[^\s"'<>()[\]{}:;,]+@[^\s"'<>()[\]{}:;,]+/g;
const URL_IN_TEXT = /\b(?:https?:\/\/|\/api\/|\/companies\/|\/bookings\/)[^\s"'<>)]*/g;

/**
 * A message (error, validation) without the values it received: valibot's `... but received 42`
 * and `Received "x"`, quoted text, e-mail addresses, long numbers, and URLs scrubbed like above.
 */
export function scrubMessage(message: string): string {
  return message
    .replace(
      /\b(received|got|value|input)\b\s*:?\s*(?:"[^"]*"|'[^']*'|`[^`]*`|[^\s,;)]+)/gi,
      '$1 …',
    )
    .replace(/"[^"]*"|“[^”]*”|'[^'\s][^']*'/g, '"…"')
    .replace(URL_IN_TEXT, (url) => scrubUrl(url))
    .replace(EMAIL, '…@…')
    .replace(/\d{5,}/g, '…');
}

const URL_KEYS =
  /^(url|name|targetUrl|href|referrer|pageUrl|responseURL|initiator|source|filename)$/i;
const MESSAGE_KEYS = /^(message|stack|reason|description)$/i;

function scrubValue(key: string, value: unknown): unknown {
  if (typeof value === 'string') {
    if (key === 'title') return MONITORED_TITLE;
    if (key === 'pageId') return scrubPath(value);
    if (key === 'referrerDomain') return value;
    if (URL_KEYS.test(key) && /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(value)) return scrubUrl(value);
    if (MESSAGE_KEYS.test(key)) return scrubMessage(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(key, item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, scrubValue(k, v)]),
    );
  }
  return value;
}

/** One field of a RUM event that aws-rum-web sends as a JSON string (`details`, `metadata`). */
function scrubJsonField(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.stringify(scrubValue('', JSON.parse(text)));
  } catch {
    return '{}';
  }
}

/** A PutRumEvents body (`{ RumEvents: [{ details, metadata, ... }] }`, either letter case). */
export function scrubRumBody(body: string): string {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body) as Record<string, unknown>;
  } catch {
    // Not the JSON we know: send nothing rather than something unchecked.
    return '{"RumEvents":[]}';
  }
  for (const listKey of ['RumEvents', 'rumEvents']) {
    const events = parsed[listKey];
    if (!Array.isArray(events)) continue;
    parsed[listKey] = events.map((event: Record<string, unknown>) => {
      const next = { ...event };
      for (const field of ['details', 'Details', 'metadata', 'Metadata']) {
        if (field in next) next[field] = scrubJsonField(next[field]);
      }
      return next;
    });
  }
  return JSON.stringify(parsed);
}

/**
 * aws-rum-web's `fetchFunction`: the batch's body scrubbed, then sent with the page's `fetch`.
 * Only requests to the monitor pass here (its dispatch); a body that is not text goes as it is
 * never (compression is off, see rum-config.ts).
 */
export async function scrubRumRequest(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const request = new Request(input, init);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
  return fetch(new Request(request, body === null ? undefined : { body: scrubRumBody(body) }));
}
