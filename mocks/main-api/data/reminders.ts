/**
 * REM-1 and CHG-1: the main API's reminder scheduler. `runReminders(at)` looks, for every user,
 * at the deadlines of the companies and streams they follow (derived by the domain module through
 * `deadlinesOf`, never recomputed here) on the scheduler's day, and sends one mail per company with
 * each deadline whose lead time has come (or that is overdue), plus the reference changes that
 * touch the company's markets since the previous mail; advisers get one digest per ISO week over
 * all their clients. Each reminder is also an in-app notification. A reminder is sent once per
 * deadline and lead time (`sent` keys), however often the scheduler runs.
 *
 * The dev backend runs it every few minutes; the test switch `reminderClock` moves its clock
 * (and runs it at once), jest calls it with any instant.
 */
import type { ReferenceChange } from '../../../src/shared/contract/main/changes';
import type { Deadline } from '../../../src/shared/contract/main/obligations';
import {
  DEFAULT_LEAD_DAYS,
  type AppNotification,
  type ReminderPreferences,
  type ReminderSettings,
} from '../../../src/shared/contract/main/reminders';
import type { Language } from '../../../src/shared/contract/primitives';
import { STREAMS } from '../../../src/shared/contract/reference';
import { LOOK_BACK_DAYS } from '../../../src/domain/obligations';
import { addDays, daysBetween, isoDay } from '../../../src/domain/schedule';
import { isEuMemberState } from '../../../src/domain/vat';
import { markets } from './compliance';
import {
  affiliations,
  companies,
  companiesOf,
  memberships,
  newId,
  outbox,
  users,
  type UserRecord,
} from '../../common/data/db';
import { referenceChangeFixtures } from './fixtures/reference-changes';
import { complianceSummaryOf, deadlinesOf } from './obligations';
import { digestMail, reminderMail, type ReminderItem } from './reminder-mails';
import { mailName } from '../../common/data/mail-name';
import { table } from '../../common/data/table';
import { testSwitches } from '../../common/data/test-switches';
import {
  bumpTokenVersion,
  unsubscribeToken,
  verifyUnsubscribeToken,
  type UnsubscribeScope,
} from './unsubscribe-tokens';
import { companyPaths, paths } from '../../../src/shared/paths';

/** A user's saved preferences (absent: the defaults). */
interface PreferencesRecord extends ReminderPreferences {
  id: string;
}
interface NotificationRecord extends AppNotification {
  userId: string;
}
/** A reminder that went out: `<user>|<company>|<deadline>|<lead days or "overdue">`, `<user>|digest|<ISO week>`. */
interface SentRecord {
  id: string;
  at: string;
}

const preferences = table<PreferencesRecord>(() => []);
const notifications = table<NotificationRecord>(() => []);
const sent = table<SentRecord>(() => []);
/** The day of the last mail per user and company (`<user>|<company>`) or digest (`<user>|digest`). */
const lastMails = table<{ id: string; day: string }>(() => []);

/** How far back the first mail looks for reference changes. */
export const FIRST_MAIL_CHANGES_DAYS = 30;

// ---------------------------------------------------------------------------------------------
// The scheduler's clock and the public origin of the links.

let publicOrigin = 'http://localhost:8080';
/** The origin the mails' links use (the dev backend's public origin). */
export function setReminderOrigin(origin: string): void {
  publicOrigin = origin.replace(/\/$/, '');
}

/** The scheduler's now: the test switch `reminderClock` while set, else the real time. */
export const schedulerNow = (): Date =>
  testSwitches.reminderClock ? new Date(testSwitches.reminderClock) : new Date();

// ---------------------------------------------------------------------------------------------
// One-click unsubscribe (RFC 8058) with the signed tokens of `unsubscribe-tokens.ts`.

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

// ---------------------------------------------------------------------------------------------
// Preferences.

const isAdviser = (user: UserRecord) => user.proId !== null;

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

// ---------------------------------------------------------------------------------------------
// Notifications.

const publicNotification = ({ userId: _userId, ...rest }: NotificationRecord): AppNotification =>
  rest;

export function notificationsOf(userId: string): {
  notifications: AppNotification[];
  unread: number;
} {
  const mine = notifications
    .where((n) => n.userId === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return {
    notifications: mine.map(publicNotification),
    unread: mine.filter((n) => !n.read).length,
  };
}

export function markNotificationRead(
  userId: string,
  id: string,
  read: boolean,
): AppNotification | null {
  const found = notifications.findById(id);
  if (!found || found.userId !== userId) return null;
  return publicNotification(notifications.update(id, { read })!);
}

export function markAllRead(userId: string): void {
  notifications.where((n) => n.userId === userId && !n.read).forEach((n) => (n.read = true));
}

// ---------------------------------------------------------------------------------------------
// Reference changes (CHG-1).

/** Whether a change touches one of the company's markets (an `EU` one: any market in the EU). */
function touches(change: ReferenceChange, companyId: string): boolean {
  return (markets.findById(companyId)?.markets ?? []).some(
    (m) =>
      m.streams.includes(change.stream) &&
      (change.country === m.country || (change.country === 'EU' && isEuMemberState(m.country))),
  );
}

const newestFirst = (a: ReferenceChange, b: ReferenceChange) =>
  b.effective.localeCompare(a.effective) ||
  b.recorded.localeCompare(a.recorded) ||
  a.id.localeCompare(b.id);

/** Every change of the log that touches the company's markets, newest first. */
export const changesForCompany = (
  companyId: string,
  changes: readonly ReferenceChange[] = referenceChangeFixtures,
): ReferenceChange[] => changes.filter((c) => touches(c, companyId)).sort(newestFirst);

/** The company's changes recorded or taking effect after `since` and up to `day`. */
const changesBetween = (
  companyId: string,
  since: string,
  day: string,
  changes: readonly ReferenceChange[],
) =>
  changesForCompany(companyId, changes).filter(
    (c) => (c.recorded > since && c.recorded <= day) || (c.effective > since && c.effective <= day),
  );

// ---------------------------------------------------------------------------------------------
// The scheduler.

const sentKey = (userId: string, companyId: string, deadlineId: string, what: number | 'overdue') =>
  `${userId}|${companyId}|${deadlineId}|${what}`;
const wasSent = (key: string) => Boolean(sent.findById(key));
const markSent = (key: string, at: Date) => {
  if (!wasSent(key)) sent.insert({ id: key, at: at.toISOString() });
};

/** ISO 8601 week of a day: `2026-W48`. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The deadlines of one followed company that are due for a reminder on `day`: the first time a
 * lead time is reached (the shortest one reached, so a late start sends one mail, not one per lead
 * time), and once when overdue. Marks them sent.
 */
function dueReminders(
  user: UserRecord,
  prefs: ReminderPreferences,
  companyId: string,
  streams: readonly string[],
  at: Date,
): ReminderItem[] {
  const day = isoDay(at);
  const longest = Math.max(...prefs.leadDays);
  const items: ReminderItem[] = [];
  for (const deadline of deadlinesOf(
    companyId,
    addDays(day, -LOOK_BACK_DAYS),
    addDays(day, longest),
    day,
  )) {
    if (!streams.includes(deadline.stream)) continue;
    if (deadline.status === 'done' || deadline.status === 'past') continue;
    if (deadline.dueDate < day) {
      const key = sentKey(user.id, companyId, deadline.id, 'overdue');
      if (deadline.status !== 'overdue' || !prefs.overdue || wasSent(key)) continue;
      markSent(key, at);
      items.push({ deadline, daysLeft: null });
      continue;
    }
    const daysLeft = daysBetween(day, deadline.dueDate);
    const reached = prefs.leadDays.filter((lead) => daysLeft <= lead);
    const fresh = reached.filter(
      (lead) => !wasSent(sentKey(user.id, companyId, deadline.id, lead)),
    );
    if (fresh.length === 0) continue;
    reached.forEach((lead) => markSent(sentKey(user.id, companyId, deadline.id, lead), at));
    items.push({ deadline, daysLeft });
  }
  return items;
}

const linkBase = () => publicOrigin;

function unsubscribeParts(userId: string, scope: UnsubscribeScope) {
  const token = unsubscribeToken(userId, scope);
  return {
    page: `${linkBase()}${paths.unsubscribe.href()}?token=${encodeURIComponent(token)}`,
    headers: {
      // RFC 8058: an https URI (the deployment's origin; the local stack is http) that a POST
      // with the body `List-Unsubscribe=One-Click` unsubscribes, no sign-in.
      'List-Unsubscribe': `<${linkBase()}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function notify(
  user: UserRecord,
  companyId: string | null,
  kind: AppNotification['kind'],
  at: Date,
  deadline: Deadline | null,
  daysLeft: number | null,
) {
  notifications.insert({
    id: newId('ntf'),
    userId: user.id,
    kind,
    companyId,
    companyName: companyId ? (companies.findById(companyId)?.name ?? null) : null,
    deadline: deadline
      ? {
          id: deadline.id,
          ruleId: deadline.ruleId,
          country: deadline.country,
          stream: deadline.stream,
          dueDate: deadline.dueDate,
        }
      : null,
    daysLeft,
    createdAt: at.toISOString(),
    read: false,
  });
}

const languageOf = (user: UserRecord): Language => user.locale;

function sinceLastMail(key: string, day: string): string {
  return lastMails.findById(key)?.day ?? addDays(day, -FIRST_MAIL_CHANGES_DAYS);
}
function rememberMail(key: string, day: string) {
  if (lastMails.findById(key)) lastMails.update(key, { day });
  else lastMails.insert({ id: key, day });
}

export interface SchedulerRun {
  reminders: number;
  digests: number;
  mails: number;
}

/** One run of the scheduler at `at`; safe to run any number of times (nothing is sent twice). */
export function runReminders(
  options: { at?: Date; changes?: readonly ReferenceChange[] } = {},
): SchedulerRun {
  const at = options.at ?? schedulerNow();
  const changes = options.changes ?? referenceChangeFixtures;
  const day = isoDay(at);
  const run: SchedulerRun = { reminders: 0, digests: 0, mails: 0 };

  for (const user of users.all()) {
    const prefs = preferencesOf(user);
    const reachable = new Set(companiesOf(user).map((c) => c.company.id));
    for (const follow of prefs.follows) {
      if (!reachable.has(follow.companyId) || follow.streams.length === 0) continue;
      const items = dueReminders(user, prefs, follow.companyId, follow.streams, at);
      if (items.length === 0) continue;
      items.forEach((item) =>
        notify(
          user,
          follow.companyId,
          item.daysLeft === null ? 'overdue' : 'dueSoon',
          at,
          item.deadline,
          item.daysLeft,
        ),
      );
      run.reminders += items.length;
      if (!prefs.emails) continue;
      const mailKey = `${user.id}|${follow.companyId}`;
      const company = companies.findById(follow.companyId)!;
      const unsubscribe = unsubscribeParts(user.id, 'reminders');
      const mail = reminderMail(languageOf(user), {
        companyName: mailName(company.name),
        items,
        changes: changesBetween(follow.companyId, sinceLastMail(mailKey, day), day, changes),
      });
      outbox.send({
        to: user.email,
        kind: 'reminder',
        ref: follow.companyId,
        subject: mail.subject,
        text: mail.text,
        headers: unsubscribe.headers,
        links: [
          {
            label: mail.labels.open,
            url: `${linkBase()}${companyPaths(follow.companyId).notifications}`,
          },
          ...mail.changeLinks,
          {
            label: mail.labels.settings,
            url: `${linkBase()}${companyPaths(follow.companyId).reminderSettings}`,
          },
          { label: mail.labels.unsubscribe, url: unsubscribe.page },
        ],
      });
      rememberMail(mailKey, day);
      run.mails += 1;
    }

    if (isAdviser(user) && prefs.digest) {
      const key = `${user.id}|digest|${isoWeek(day)}`;
      if (wasSent(key)) continue;
      markSent(key, at);
      const digestKey = `${user.id}|digest`;
      const since = sinceLastMail(digestKey, day);
      const clients = affiliations
        .activeForPro(user.proId!)
        .flatMap((a) => {
          const company = companies.findById(a.companyId);
          return company ? [company] : [];
        })
        .sort((a, b) => a.name.localeCompare(b.name));
      const mail = digestMail(languageOf(user), {
        week: isoWeek(day),
        clients: clients.map((company) => {
          const summary = complianceSummaryOf(company.id, day);
          const upcoming = deadlinesOf(
            company.id,
            addDays(day, -LOOK_BACK_DAYS),
            addDays(day, 14),
            day,
          )
            .filter((d) => d.status === 'overdue' || d.status === 'dueSoon')
            .map((deadline) => ({
              deadline,
              daysLeft: deadline.dueDate < day ? null : daysBetween(day, deadline.dueDate),
            }));
          return {
            name: mailName(company.name),
            openObligations: summary.openObligations,
            overdueObligations: summary.overdueObligations,
            upcoming,
            changes: changesBetween(company.id, since, day, changes),
          };
        }),
      });
      notify(user, null, 'digest', at, null, null);
      run.digests += 1;
      const unsubscribe = unsubscribeParts(user.id, 'digest');
      outbox.send({
        to: user.email,
        kind: 'reminderDigest',
        ref: user.proId!,
        subject: mail.subject,
        text: mail.text,
        headers: unsubscribe.headers,
        links: [
          { label: mail.labels.open, url: `${linkBase()}${paths.workspace.href()}` },
          ...mail.changeLinks,
          { label: mail.labels.unsubscribe, url: unsubscribe.page },
        ],
      });
      rememberMail(digestKey, day);
      run.mails += 1;
    }
  }
  return run;
}
