/**
 * REM-1: the reminder scheduler over the fixtures, on a clock the test moves. The deadlines are the
 * domain's (`deadlinesOf`), so the test picks them from there, never by date.
 */
import { addDays, today } from '../../../src/domain/schedule';
import { outbox, users } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import {
  at,
  followNordlichtWeee,
  nextWeeeReport,
  owner,
  reminderMails,
} from '../testing/reminder-setup';
import { deadlinesOf } from './obligations';
import { notificationsOf } from './notifications';
import { preferencesOf, savePreferences, unsubscribeWithToken } from './reminder-preferences';
import { isoWeek, runReminders } from './reminders';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-tokens';

const { nordlicht, alpenglueck } = COMPANY_IDS;
/** The owner's reminder mails about the monthly WEEE report (the guarantee's date is near it). */
const reportMails = () => reminderMails().filter((m) => m.text.includes('Monthly B2C'));

describe('the reminder scheduler', () => {
  it('[REM-1] reminds at each lead time the user chose, 14 and 3 days by default, each once however often it runs', () => {
    expect(preferencesOf(owner()).leadDays).toEqual([14, 3]);
    followNordlichtWeee();
    const report = nextWeeeReport();
    runReminders({ at: at(addDays(report.dueDate, -15)) });
    expect(reportMails()).toEqual([]);

    runReminders({ at: at(addDays(report.dueDate, -14)) });
    runReminders({ at: at(addDays(report.dueDate, -14)) });
    runReminders({ at: at(addDays(report.dueDate, -10)) });
    const first = reportMails();
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe('Deadline reminder: Nordlicht Versand GmbH');
    expect(first[0]!.ref).toBe(nordlicht);
    expect(first[0]!.text).toMatch(
      /DE · Electrical equipment \(WEEE\) · .* · due .* \(in 14 days\)/,
    );

    runReminders({ at: at(addDays(report.dueDate, -3)) });
    runReminders({ at: at(addDays(report.dueDate, -2)) });
    const all = reportMails();
    expect(all).toHaveLength(2);
    expect(all[1]!.text).toContain('(in 3 days)');

    const mine = notificationsOf(USER_IDS.owner).notifications.filter(
      (n) => n.deadline?.id === report.id,
    );
    expect(mine.map((n) => [n.kind, n.daysLeft, n.read])).toEqual([
      ['dueSoon', 3, false],
      ['dueSoon', 14, false],
    ]);
  });

  it('[REM-1] lead times the user chose: a run that starts late sends one reminder, the shortest lead time reached', () => {
    followNordlichtWeee({ leadDays: [30, 7, 2] });
    const report = nextWeeeReport();
    runReminders({ at: at(addDays(report.dueDate, -6)) });
    const mails = reportMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/Monthly B2C[^\n]*\(in 6 days\)/);
    // 30 and 7 are spent; 2 days before is still to come.
    runReminders({ at: at(addDays(report.dueDate, -5)) });
    expect(reportMails()).toHaveLength(1);
    runReminders({ at: at(addDays(report.dueDate, -2)) });
    expect(reportMails()).toHaveLength(2);
  });

  // Kowalski's German WEEE registration is active, so its filings are tracked (Nordlicht's is not:
  // its past dates are past, not overdue, X-OBL-1).
  const piotr = () => users.findById(USER_IDS.kowalskiOwner)!;
  const piotrsMails = () => reminderMails('piotr.kowalski@kowalski-elektronik.pl');
  const kowalskiReport = () => {
    const day = today();
    return deadlinesOf(COMPANY_IDS.kowalski, day, addDays(day, 60), day).find(
      (d) => d.ruleId === 'de-weee-b2c-monthly-report',
    )!;
  };

  it('[REM-1] reminds once when a filing is overdue', () => {
    const report = kowalskiReport();
    runReminders({ at: at(addDays(report.dueDate, 1)) });
    runReminders({ at: at(addDays(report.dueDate, 2)) });
    const overdue = piotrsMails().filter((m) => /Monthly B2C[^\n]*overdue since/.test(m.text));
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.subject).toMatch(/Kowalski Elektronik/);
    expect(
      notificationsOf(USER_IDS.kowalskiOwner).notifications.filter(
        (n) => n.kind === 'overdue' && n.deadline?.id === report.id,
      ),
    ).toHaveLength(1);
  });

  it('[REM-1] no overdue reminder when the user turned overdue reminders off', () => {
    savePreferences(piotr(), {
      ...preferencesOf(piotr()),
      overdue: false,
      leadDays: [1],
    });
    const report = kowalskiReport();
    runReminders({ at: at(addDays(report.dueDate, 3)) });
    expect(piotrsMails().filter((m) => m.text.includes('overdue since'))).toEqual([]);
  });

  it("[REM-1] followed companies and streams only: another stream or company of the user's is not reminded", () => {
    const report = nextWeeeReport();
    savePreferences(owner(), {
      leadDays: [60],
      overdue: false,
      follows: [{ companyId: nordlicht, streams: ['packaging'] }],
      digest: false,
      emails: true,
    });
    runReminders({ at: at(addDays(report.dueDate, -14)) });
    const texts = reminderMails().map((m) => m.text);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.join('\n')).toContain('Packaging');
    expect(texts.join('\n')).not.toContain('WEEE');
    // Alpenglück is not followed at all.
    expect(reminderMails().every((m) => m.ref === nordlicht)).toBe(true);
    expect(
      notificationsOf(USER_IDS.owner).notifications.every((n) => n.companyId === nordlicht),
    ).toBe(true);
    expect(
      notificationsOf(USER_IDS.owner).notifications.every(
        (n) => n.deadline?.stream === 'packaging',
      ),
    ).toBe(true);
  });

  it('[REM-1] refuses to follow a company the user does not reach', () => {
    expect(
      savePreferences(owner(), {
        leadDays: [14],
        overdue: true,
        follows: [
          { companyId: alpenglueck, streams: ['packaging'] },
          { companyId: COMPANY_IDS.kowalski, streams: ['weee'] },
        ],
        digest: false,
        emails: true,
      }),
    ).toEqual([1]);
  });

  it("[REM-1] in the user's language: Mia, a member of Nordlicht whose account is German, gets German text", () => {
    const report = nextWeeeReport();
    runReminders({ at: at(addDays(report.dueDate, -14)) });
    const mia = reminderMails('mia.hoffmann@nordlicht-versand.de');
    expect(mia.length).toBeGreaterThan(0);
    const weee = mia.find((m) => m.text.includes('Elektro'))!;
    expect(weee.subject).toMatch(
      /^(Fristerinnerung|\d+ Fristerinnerungen): Nordlicht Versand GmbH$/,
    );
    expect(weee.text).toContain('(in 14 Tagen)');
    expect(weee.links.map((l) => l.label)).toContain('Diese E-Mails abbestellen');
  });

  it('[REM-1] unsubscribed from mails, the reminder is still an in-app notification', () => {
    followNordlichtWeee({ emails: false });
    const report = nextWeeeReport();
    runReminders({ at: at(addDays(report.dueDate, -3)) });
    expect(reminderMails()).toEqual([]);
    expect(notificationsOf(USER_IDS.owner).unread).toBe(1);
  });

  it('[REM-1] every mail carries a one-click unsubscribe (RFC 8058): List-Unsubscribe with the signed token, List-Unsubscribe-Post', () => {
    followNordlichtWeee();
    const report = nextWeeeReport();
    runReminders({ at: at(addDays(report.dueDate, -3)) });
    const [mail] = reminderMails();
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const token = new URL(url).searchParams.get('token')!;
    expect(new URL(url).pathname).toBe('/api/reminders/unsubscribe');
    expect(verifyUnsubscribeToken(token)).toEqual({
      ok: true,
      subject: USER_IDS.owner,
      scope: 'reminders',
    });
    // The text's link opens a page that asks for one press (mail scanners open links).
    expect(mail!.links.at(-1)!.url).toContain('/reminders/unsubscribe?token=');
  });

  it('[REM-1] the unsubscribe token is signed: a changed user, scope or signature is refused', () => {
    const token = unsubscribeToken(USER_IDS.owner, 'reminders');
    const [user, scope, version, expires, signature] = token.split('.');
    const other = Buffer.from(USER_IDS.nordlichtMember).toString('base64url');
    const invalid = { ok: false, reason: 'invalid' };
    expect(verifyUnsubscribeToken(`${other}.${scope}.${version}.${expires}.${signature}`)).toEqual(
      invalid,
    );
    expect(verifyUnsubscribeToken(`${user}.digest.${version}.${expires}.${signature}`)).toEqual(
      invalid,
    );
    expect(
      verifyUnsubscribeToken(`${user}.${scope}.${version}.${expires}.${signature!.slice(0, -2)}xx`),
    ).toEqual(invalid);
    expect(verifyUnsubscribeToken('garbage')).toEqual(invalid);
    expect(unsubscribeWithToken(`${other}.${scope}.${version}.${expires}.${signature}`)).toEqual(
      invalid,
    );
    expect(preferencesOf(owner()).emails).toBe(true);

    expect(unsubscribeWithToken(token)).toEqual({ ok: true });
    expect(unsubscribeWithToken(token)).toEqual({ ok: true });
    expect(preferencesOf(owner()).emails).toBe(false);
    const pro = users.findById(USER_IDS.pro)!;
    expect(preferencesOf(pro).digest).toBe(true);
    expect(unsubscribeWithToken(unsubscribeToken(USER_IDS.pro, 'digest'))).toEqual({ ok: true });
    expect(preferencesOf(pro).digest).toBe(false);
  });

  it('[REM-1] advisers get one digest per week over all their clients, grouped by client, in their language', () => {
    const day = today();
    runReminders({ at: at(day) });
    runReminders({ at: at(addDays(day, 1)) });
    const digests = () =>
      outbox.all().filter((m) => m.kind === 'reminderDigest' && m.to === 'pro@example.com');
    const week = isoWeek(day);
    const sameWeek = digests();
    // Two runs in the same week (or the first of the next): one digest for this week.
    expect(sameWeek.filter((m) => m.subject.includes(week))).toHaveLength(1);
    const digest = sameWeek[0]!;
    expect(digest.subject).toBe(`Su resumen semanal de clientes (${week})`);
    const clients = ['Kowalski Elektronik', 'Maison Lavande SAS', 'Sol y Mar Cosmética'];
    const positions = clients.map((name) => digest.text.indexOf(name));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(digest.text).toMatch(/Maison Lavande SAS: \d+ obligaciones abiertas/);
    expect(digest.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    runReminders({ at: at(addDays(day, 7)) });
    expect(digests().filter((m) => m.subject.includes(isoWeek(addDays(day, 7))))).toHaveLength(1);
    expect(
      notificationsOf(USER_IDS.pro).notifications.filter((n) => n.kind === 'digest').length,
    ).toBe(new Set(digests().map((m) => m.subject)).size);
  });
});
