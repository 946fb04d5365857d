/**
 * REM-1: each user's reminder preferences (saved, else the defaults) and the one-click unsubscribe
 * (RFC 8058) that turns them off with a signed token of `unsubscribe-tokens.ts`.
 */
import {
  DEFAULT_LEAD_DAYS,
  type ReminderPreferences,
  type ReminderSettings,
} from '../../../src/shared/contract/main/reminders';
import { STREAMS } from '../../../src/shared/contract/reference';
import { companiesOf, memberships, users, type UserRecord } from '../../common/data/db';
import { table } from '../../common/data/table';
import { bumpTokenVersion, verifyUnsubscribeToken } from './unsubscribe-tokens';

/** A user's saved preferences (absent: the defaults). */
interface PreferencesRecord extends ReminderPreferences {
  id: string;
}

const preferences = table<PreferencesRecord>(() => []);

/**
 * Ends reminder mails or the digest of the token's user; else why not (`invalid` for a token that
 * is not ours or of another scope, `expired`, `outdated` after subscribing again).
 */
export function unsubscribeWithToken(
  token: string,
): { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'outdated' } {
  const verified = verifyUnsubscribeToken(token);
  if (!verified.ok) return verified;
  const user = users.findById(verified.subject);
  if (!user || verified.scope === 'newsletter') return { ok: false, reason: 'invalid' };
  const current = preferencesOf(user);
  savePreferencesRecord(user.id, {
    ...current,
    ...(verified.scope === 'digest' ? { digest: false } : { emails: false }),
  });
  return { ok: true };
}

export const isAdviser = (user: UserRecord) => user.proId !== null;

/** Saved preferences, else the defaults: 14 and 3 days, overdue, every own company and stream. */
export function preferencesOf(user: UserRecord): ReminderPreferences {
  const saved = preferences.findById(user.id);
  if (saved) {
    const { id: _id, ...rest } = saved;
    return structuredClone(rest);
  }
  return {
    leadDays: [...DEFAULT_LEAD_DAYS],
    overdue: true,
    follows: memberships
      .forUser(user.id)
      .map((m) => ({ companyId: m.companyId, streams: [...STREAMS] })),
    digest: isAdviser(user),
    emails: true,
  };
}

function savePreferencesRecord(userId: string, prefs: ReminderPreferences): void {
  const record = { ...structuredClone(prefs), id: userId };
  if (preferences.findById(userId)) preferences.update(userId, record);
  else preferences.insert(record);
}

/** Saves; the index of each followed company the user does not reach, when any (nothing saved). */
export function savePreferences(user: UserRecord, prefs: ReminderPreferences): number[] {
  const reachable = new Set(companiesOf(user).map((c) => c.company.id));
  const refused = prefs.follows.flatMap((f, i) => (reachable.has(f.companyId) ? [] : [i]));
  if (refused.length) return refused;
  // Subscribing again voids the links of older mails (TRUST-14): they must not end the new choice.
  const before = preferencesOf(user);
  const followed = new Set(before.follows.map((f) => f.companyId));
  if (
    (prefs.emails && !before.emails) ||
    prefs.follows.some((f) => f.streams.length > 0 && !followed.has(f.companyId))
  )
    bumpTokenVersion(user.id, 'reminders');
  if (prefs.digest && !before.digest) bumpTokenVersion(user.id, 'digest');
  savePreferencesRecord(user.id, {
    ...prefs,
    leadDays: [...prefs.leadDays].sort((a, b) => b - a),
  });
  return [];
}

export function reminderSettingsOf(user: UserRecord): ReminderSettings {
  return {
    preferences: preferencesOf(user),
    companies: companiesOf(user).map(({ company, access }) => ({
      companyId: company.id,
      name: company.name,
      via: access.via,
    })),
    adviser: isAdviser(user),
  };
}
