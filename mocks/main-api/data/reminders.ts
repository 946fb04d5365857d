/**
 * REM-1 and CHG-1: the main API's reminder scheduler. `runReminders(at)` looks, for every user,
 * at the deadlines of the companies and streams they follow (derived by the domain module through
 * `deadlinesOf`, never recomputed here) on the scheduler's day, and sends one mail per company with
 * each deadline whose lead time has come (or that is overdue), plus the reference changes that
 * touch the company's markets since the previous mail; advisers get one digest per ISO week over
 * all their clients. Each reminder is also an in-app notification. A reminder is sent once per
 * deadline and lead time (`sent` keys), however often the scheduler runs.
 *
 * The preferences it reads are `reminder-preferences.ts`, the notifications it leaves
 * `notifications.ts`, the changes it names `company-changes.ts`.
 *
 * The dev backend runs it every few minutes; the test switch `reminderClock` moves its clock
 * (and runs it at once), jest calls it with any instant.
 */
import { companyPaths, paths } from '../../../src/shared/paths';
import type { ReferenceChange } from '../../../src/shared/contract/main/changes';
import type { ReminderPreferences } from '../../../src/shared/contract/main/reminders';
import type { Language } from '../../../src/shared/contract/primitives';
import { LOOK_BACK_DAYS } from '../../../src/domain/obligations';
import { addDays, daysBetween, isoDay } from '../../../src/domain/schedule';
import {
  affiliations,
  companies,
  companiesOf,
  outbox,
  users,
  type UserRecord,
} from '../../common/data/db';
import { mailName } from '../../common/data/mail-name';
import { table } from '../../common/data/table';
import { testSwitches } from '../../common/data/test-switches';
import { changesBetween } from './company-changes';
import { referenceChangeFixtures } from './fixtures/reference-changes';
import { notify } from './notifications';
import { complianceSummaryOf, deadlinesOf } from './obligations';
import { digestMail, reminderMail, type ReminderItem } from './reminder-mails';
import { isAdviser, preferencesOf } from './reminder-preferences';
import { unsubscribeToken, type UnsubscribeScope } from './unsubscribe-tokens';

/** A reminder that went out: `<user>|<company>|<deadline>|<lead days or "overdue">`, `<user>|digest|<ISO week>`. */
interface SentRecord {
  id: string;
  at: string;
}

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
