/**
 * Newsletter subscriptions with double opt-in. Rules: a request for a confirmed address changes
 * nothing and tells the address owner by e-mail; a request for a new, pending or unsubscribed one
 * (re)starts the confirmation with a new link. The answer over HTTP is the same in every case.
 */
import type { NewsletterTopic } from '../../../src/shared/contract/main/newsletter';
import type { Language } from '../../../src/shared/contract/primitives';
import { newId, outbox } from '../../common/data/db';
import { newsletterMail } from './newsletter-mails';
import { secretToken } from './secret-token';
import { table } from '../../common/data/table';
import { bumpTokenVersion, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-tokens';
import { paths } from '../../../src/shared/paths';

export interface SubscriptionRecord {
  id: string;
  email: string;
  language: Language;
  topics: NewsletterTopic[];
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirmToken: string;
  /** Confirmation links expire: a stale link proves nothing about the address today. */
  confirmExpiresAt: string;
  requestedAt: string;
  confirmedAt: string | null;
}

export const CONFIRMATION_VALIDITY_MS = 7 * 24 * 3600 * 1000;

/** A confirmed subscriber, for the "already subscribed" path. */
export const SUBSCRIBED_EMAIL = 'reader@example.com';

export const subscriptionFixtures = (): SubscriptionRecord[] => [
  {
    id: 'nls-0001',
    email: SUBSCRIBED_EMAIL,
    language: 'de',
    topics: ['deadlines', 'lawChanges'],
    status: 'confirmed',
    confirmToken: 'nls-fixture-confirm-0001-Vx9q2LmZ4rT8pW1c',
    confirmExpiresAt: '2025-03-09T08:00:00.000Z',
    requestedAt: '2025-03-02T08:00:00.000Z',
    confirmedAt: '2025-03-02T08:04:00.000Z',
  },
];

export const subscriptions = table(subscriptionFixtures);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const findSubscription = (email: string) =>
  subscriptions.all().find((s) => sameEmail(s.email, email));

const links = (origin: string, param: 'confirm' | 'unsubscribe', token: string) =>
  `${origin}${paths.newsletter.href()}?${param}=${encodeURIComponent(token)}`;

/** A fresh signed link (TRUST-14): it expires, and a new subscription voids it. */
const unsubscribeLink = (origin: string, record: SubscriptionRecord) =>
  links(origin, 'unsubscribe', unsubscribeToken(record.id, 'newsletter'));

/** Records the request and sends the mail that fits; nothing of it shows in the HTTP answer. */
export function requestSubscription(
  input: { email: string; language: Language; topics: NewsletterTopic[] },
  origin: string,
  now = Date.now(),
): void {
  const existing = findSubscription(input.email);
  if (existing?.status === 'confirmed') {
    const mail = newsletterMail(existing.language, 'alreadySubscribed');
    outbox.send({
      to: existing.email,
      kind: 'newsletterAlreadySubscribed',
      ref: existing.id,
      ...mail,
      links: [
        {
          label: mail.linkLabel,
          url: unsubscribeLink(origin, existing),
        },
      ],
    });
    return;
  }
  const fresh = {
    email: input.email,
    language: input.language,
    topics: input.topics,
    status: 'pending' as const,
    confirmToken: secretToken(),
    confirmExpiresAt: new Date(now + CONFIRMATION_VALIDITY_MS).toISOString(),
    requestedAt: new Date(now).toISOString(),
    confirmedAt: null,
  };
  // Subscribing again: the unsubscribe links of the earlier subscription's mails end here.
  if (existing) bumpTokenVersion(existing.id, 'newsletter');
  const record = existing
    ? subscriptions.update(existing.id, fresh)!
    : subscriptions.insert({ ...fresh, id: newId('nls') });
  const mail = newsletterMail(record.language, 'confirm');
  outbox.send({
    to: record.email,
    kind: 'newsletterConfirmation',
    ref: record.id,
    ...mail,
    links: [{ label: mail.linkLabel, url: links(origin, 'confirm', record.confirmToken) }],
  });
}

/** The confirmed subscription, or null for an unknown or expired link. */
export function confirmSubscription(
  token: string,
  origin: string,
  now = Date.now(),
): SubscriptionRecord | null {
  const record = subscriptions.all().find((s) => s.confirmToken === token);
  if (!record || record.status === 'unsubscribed') return null;
  if (record.status === 'confirmed') return record;
  if (Date.parse(record.confirmExpiresAt) <= now) return null;
  const confirmed = subscriptions.update(record.id, {
    status: 'confirmed',
    confirmedAt: new Date(now).toISOString(),
  })!;
  const mail = newsletterMail(confirmed.language, 'welcome');
  outbox.send({
    to: confirmed.email,
    kind: 'newsletterWelcome',
    ref: confirmed.id,
    ...mail,
    links: [{ label: mail.linkLabel, url: unsubscribeLink(origin, confirmed) }],
  });
  return confirmed;
}

/** Why a link ends nothing (`invalid`: unknown), else ok; unsubscribing twice is fine. */
export function unsubscribe(
  token: string,
): { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'outdated' } {
  const verified = verifyUnsubscribeToken(token);
  if (!verified.ok) return verified;
  const record = verified.scope === 'newsletter' && subscriptions.findById(verified.subject);
  if (!record) return { ok: false, reason: 'invalid' };
  subscriptions.update(record.id, { status: 'unsubscribed' });
  return { ok: true };
}
