/**
 * REM-1 and CHG-1 over HTTP: preferences, notifications with their read state, the one-click
 * unsubscribe without sign-in, and a company's reference changes.
 */
import { config } from '../../../src/shared/config/config';
import { addDays, today } from '../../../src/domain/schedule';
import { outbox } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { preferencesOf } from '../data/reminder-preferences';
import { runReminders } from '../data/reminders';
import { users } from '../../common/data/db';
import { callMainApi } from '../../common/testing/main-api-call';

const { nordlicht, alpenglueck, kowalski, maisonLavande } = COMPANY_IDS;
const owner = USER_IDS.owner;

interface Settings {
  preferences: {
    leadDays: number[];
    overdue: boolean;
    follows: { companyId: string; streams: string[] }[];
    digest: boolean;
    emails: boolean;
  };
  companies: { companyId: string; name: string; via: string }[];
  adviser: boolean;
}
interface Notifications {
  notifications: { id: string; read: boolean; kind: string; companyId: string | null }[];
  unread: number;
}

describe('reminder settings', () => {
  it('[REM-1] defaults to 14 and 3 days, overdue reminders and every own company and stream; advisers get the digest', async () => {
    const mine = await callMainApi<Settings>(owner, 'GET', '/me/reminders');
    expect(mine.status).toBe(200);
    expect(mine.data.preferences).toMatchObject({ leadDays: [14, 3], overdue: true, emails: true });
    expect(mine.data.preferences.follows.map((f) => f.companyId).sort()).toEqual(
      [alpenglueck, nordlicht].sort(),
    );
    expect(mine.data.adviser).toBe(false);
    const pro = await callMainApi<Settings>(USER_IDS.pro, 'GET', '/me/reminders');
    expect(pro.data.adviser).toBe(true);
    expect(pro.data.preferences.digest).toBe(true);
    expect(pro.data.companies.every((c) => c.via === 'affiliation')).toBe(true);
    expect((await callMainApi(null, 'GET', '/me/reminders')).status).toBe(401);
  });

  it('[REM-1] saves lead times, followed companies and streams; refuses a company the user does not reach and bad lead times', async () => {
    const body = {
      leadDays: [3, 30],
      overdue: false,
      follows: [{ companyId: nordlicht, streams: ['weee'] }],
      digest: false,
      emails: true,
    };
    const saved = await callMainApi<Settings>(owner, 'PUT', '/me/reminders', body);
    expect(saved.status).toBe(200);
    expect(saved.data.preferences).toEqual({ ...body, leadDays: [30, 3] });
    expect(preferencesOf(users.findById(owner)!).follows).toEqual(body.follows);

    const foreign = await callMainApi(owner, 'PUT', '/me/reminders', {
      ...body,
      follows: [{ companyId: kowalski, streams: ['weee'] }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body?.fields).toEqual({ 'follows.0.companyId': 'invalid' });
    for (const [leadDays, reason] of [
      [[], 'required'],
      [[3, 3], 'invalid'],
      [[0], 'invalid'],
      [[91], 'invalid'],
      [[1.5], 'invalid'],
      [[1, 2, 3, 4, 5, 6], 'tooLong'],
    ] as const) {
      const refused = await callMainApi(owner, 'PUT', '/me/reminders', { ...body, leadDays });
      expect(refused.status).toBe(400);
      expect(Object.values(refused.body?.fields ?? {})).toContain(reason);
    }
  });
});

describe('notifications', () => {
  it('[REM-1] lists what the scheduler sent, newest first, with read state and the unread count', async () => {
    runReminders({ at: new Date(`${addDays(today(), 25)}T07:00:00Z`) });
    const list = await callMainApi<Notifications>(owner, 'GET', '/me/notifications');
    expect(list.status).toBe(200);
    expect(list.data.notifications.length).toBeGreaterThan(0);
    expect(list.data.unread).toBe(list.data.notifications.length);

    const first = list.data.notifications[0]!;
    const read = await callMainApi<{ read: boolean }>(
      owner,
      'PUT',
      `/me/notifications/${first.id}/read`,
      { read: true },
    );
    expect(read.data.read).toBe(true);
    const after = await callMainApi<Notifications>(owner, 'GET', '/me/notifications');
    expect(after.data.unread).toBe(list.data.unread - 1);
    // Someone else's notification is not found.
    expect(
      (
        await callMainApi(USER_IDS.nordlichtMember, 'PUT', `/me/notifications/${first.id}/read`, {
          read: true,
        })
      ).status,
    ).toBe(404);

    expect((await callMainApi(owner, 'POST', '/me/notifications/read-all')).status).toBe(204);
    expect((await callMainApi<Notifications>(owner, 'GET', '/me/notifications')).data.unread).toBe(
      0,
    );
  });
});

describe('one-click unsubscribe', () => {
  it("[REM-1] a POST of List-Unsubscribe=One-Click to the mail's List-Unsubscribe URL unsubscribes without sign-in; a forged token does not", async () => {
    runReminders({ at: new Date(`${addDays(today(), 25)}T07:00:00Z`) });
    const mail = outbox.all().find((m) => m.kind === 'reminder' && m.to === 'owner@example.com')!;
    const url = /^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(url.startsWith(config.mainApiUrl)).toBe(true);

    const forged = url.replace(
      /token=[^.]+/,
      `token=${Buffer.from(USER_IDS.pro).toString('base64url')}`,
    );
    const refused = await fetch(forged, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);

    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(204);
    const settings = await callMainApi<Settings>(owner, 'GET', '/me/reminders');
    expect(settings.data.preferences.emails).toBe(false);

    const before = outbox.all().length;
    runReminders({ at: new Date(`${addDays(today(), 50)}T07:00:00Z`) });
    expect(
      outbox
        .all()
        .slice(before)
        .filter((m) => m.to === 'owner@example.com'),
    ).toEqual([]);
    expect(
      (await callMainApi<Notifications>(owner, 'GET', '/me/notifications')).data.unread,
    ).toBeGreaterThan(0);
  });
});

describe('reference changes of a company', () => {
  it("[CHG-1] lists the changes that touch the company's markets, newest first, with since when and the source", async () => {
    const lavande = await callMainApi<{
      changes: { id: string; effective: string; source: string; verified: boolean }[];
    }>(USER_IDS.maisonLavandeOwner, 'GET', `/companies/${maisonLavande}/reference-changes`);
    expect(lavande.status).toBe(200);
    const ids = lavande.data.changes.map((c) => c.id);
    // France sells textiles and packaging: the EU and French textile and packaging changes and
    // checks (EU-5), no German batteries.
    expect(ids).toEqual([
      'eu-packaging-checked',
      'eu-textiles-checked',
      'fr-packaging-checked',
      'fr-textiles-checked',
      'eu-packaging-ppwr-representative',
      'eu-textiles-wfd-2025-1892',
    ]);
    // The representative change takes the source of its quoted basis, PPWR Art. 45(3).
    expect(lavande.data.changes[4]).toMatchObject({
      source: 'https://eur-lex.europa.eu/eli/reg/2025/40/oj',
      verified: true,
    });
    expect(lavande.data.changes.every((c) => c.source.startsWith('https://'))).toBe(true);
    const dates = lavande.data.changes.map((c) => c.effective);
    expect([...dates].sort().reverse()).toEqual(dates);

    const alpen = await callMainApi<{ changes: { id: string }[] }>(
      owner,
      'GET',
      `/companies/${alpenglueck}/reference-changes`,
    );
    expect(alpen.data.changes.map((c) => c.id)).toEqual([
      'at-packaging-checked',
      'de-packaging-checked',
      'eu-packaging-checked',
      'eu-packaging-ppwr-representative',
      'at-packaging-representative',
    ]);
    expect(
      (await callMainApi(owner, 'GET', `/companies/${maisonLavande}/reference-changes`)).status,
    ).toBe(404);
  });
});
