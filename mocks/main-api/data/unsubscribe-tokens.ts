/**
 * TRUST-14: signed unsubscribe tokens (reminder mails, the adviser digest, the newsletter). RFC
 * 8058 one-click has no sign-in, so the token itself proves what it may end. It carries its
 * subject (a user or a subscription), its scope, a version and an expiry, signed with HMAC-SHA256.
 *
 * - The key comes from configuration (`UNSUBSCRIBE_SIGNING_KEY`), not from the process: a restart
 *   or a second instance must not break the links of every mail already sent. The development
 *   default below is public and only fit for the local stack.
 * - Subscribing again (mails or the digest back on, following a company again, a new newsletter
 *   subscription) bumps the subject's version: a link from an older mail can no longer end the
 *   new subscription.
 * - A token is valid for `UNSUBSCRIBE_VALIDITY_MS`; every mail brings a fresh one. Using a valid
 *   token twice is harmless (the second use changes nothing), as mail clients may post twice.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { table } from '../../common/data/table';

export type UnsubscribeScope = 'reminders' | 'digest' | 'newsletter';
const SCOPES: readonly string[] = ['reminders', 'digest', 'newsletter'];

/** Development default, documented in docs/security/trust-14-18.md; deployments set their own. */
export const DEV_UNSUBSCRIBE_SIGNING_KEY = 'local-dev-unsubscribe-signing-key-not-for-production';

/** 90 days: long enough for a mail read late, short enough that an old mail's link ends. */
export const UNSUBSCRIBE_VALIDITY_MS = 90 * 24 * 3600 * 1000;

// Read on each use, so the key of the environment applies without a module reload.
const signingKey = () => process.env.UNSUBSCRIBE_SIGNING_KEY || DEV_UNSUBSCRIBE_SIGNING_KEY;

/** The current version per `<scope>|<subject>` (absent: 1). */
const versions = table<{ id: string; version: number }>(() => []);

const versionKey = (subject: string, scope: UnsubscribeScope) => `${scope}|${subject}`;

export const tokenVersionOf = (subject: string, scope: UnsubscribeScope): number =>
  versions.findById(versionKey(subject, scope))?.version ?? 1;

/** Ends every token of the subject and scope issued so far (they then answer `outdated`). */
export function bumpTokenVersion(subject: string, scope: UnsubscribeScope): void {
  const id = versionKey(subject, scope);
  const version = tokenVersionOf(subject, scope) + 1;
  if (versions.findById(id)) versions.update(id, { version });
  else versions.insert({ id, version });
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const sign = (payload: string) =>
  createHmac('sha256', signingKey()).update(payload).digest('base64url');

export function unsubscribeToken(
  subject: string,
  scope: UnsubscribeScope,
  now = Date.now(),
): string {
  const expires = Math.floor((now + UNSUBSCRIBE_VALIDITY_MS) / 1000).toString(36);
  const payload = `${b64(subject)}.${scope}.${tokenVersionOf(subject, scope)}.${expires}`;
  return `${payload}.${sign(payload)}`;
}

export type TokenCheck =
  | { ok: true; subject: string; scope: UnsubscribeScope }
  | { ok: false; reason: 'invalid' | 'expired' | 'outdated' };

/** The token's subject and scope, or why it ends nothing. The signature is checked first. */
export function verifyUnsubscribeToken(token: string, now = Date.now()): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 5) return { ok: false, reason: 'invalid' };
  const [encoded, scope, version, expires, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(sign(parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  if (!SCOPES.includes(scope) || !/^\d+$/.test(version) || !/^[0-9a-z]+$/.test(expires))
    return { ok: false, reason: 'invalid' };
  const subject = Buffer.from(encoded, 'base64url').toString('utf8');
  const typed = scope as UnsubscribeScope;
  if (parseInt(expires, 36) * 1000 <= now) return { ok: false, reason: 'expired' };
  if (Number(version) !== tokenVersionOf(subject, typed)) return { ok: false, reason: 'outdated' };
  return { ok: true, subject, scope: typed };
}
