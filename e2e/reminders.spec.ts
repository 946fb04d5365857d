/**
 * REM-1 in the running product behind nginx: the user sets reminder preferences, the test switch
 * moves the scheduler's clock, the reminder lands in the dev mailbox with a one-click unsubscribe
 * (RFC 8058) that works without sign-in, and the same reminder is a notification in the app.
 */
import type { APIRequestContext } from '@playwright/test';
import type { SentMail } from '../mocks/common/data/db';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { setSwitches } from './support/backend';
import { expect, test } from './support/fixtures';

async function mails(request: APIRequestContext): Promise<SentMail[]> {
  const response = await request.get('/__dev/mail.json');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { mails: SentMail[] }).mails;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

test('[REM-1] preferences, the scheduler clock moved, the reminder in the dev mailbox, one-click unsubscribe, the notification in the app', async ({
  page,
  request,
}) => {
  const nordlicht = COMPANIES.nordlicht;
  await signInToDashboard(page, USERS.owner.email);

  await test.step('set the preferences: a 30-day lead time, Nordlicht WEEE only', async () => {
    await page.goto(`/companies/${nordlicht.id}/notifications/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reminder settings' })).toBeVisible();
    const first = page.getByRole('textbox', { name: 'Lead time 1 in days' });
    await expect(first).toHaveValue('14');
    await first.fill('30');
    for (const company of [COMPANIES.alpenglueck, nordlicht]) {
      const group = page.getByRole('group', { name: company.name });
      for (const stream of ['Packaging', 'Electrical equipment (WEEE)', 'Batteries', 'Textiles']) {
        const box = group.getByRole('checkbox', { name: stream });
        const keep = company === nordlicht && stream === 'Electrical equipment (WEEE)';
        if ((await box.isChecked()) !== keep) await box.click();
      }
    }
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Reminder settings saved.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  const before = new Set((await mails(request)).map((m) => m.id));
  let reminder!: SentMail;
  await test.step('move the scheduler clock 40 days on: a reminder goes out', async () => {
    await setSwitches(request, { reminderClock: inDays(40) });
    const fresh = (await mails(request)).filter(
      (m) => !before.has(m.id) && m.kind === 'reminder' && m.to === USERS.owner.email,
    );
    expect(fresh).toHaveLength(1);
    reminder = fresh[0]!;
    expect(reminder.subject).toMatch(
      /(Deadline reminder|\d+ deadline reminders): Nordlicht Versand GmbH/,
    );
    expect(reminder.text).toMatch(
      /DE · Electrical equipment \(WEEE\) · Monthly B2C .* \(in \d+ days\)/,
    );
    expect(reminder.text).not.toContain('Packaging ·');
    expect(reminder.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Running again at the same time sends nothing twice.
    await setSwitches(request, { reminderClock: inDays(40) });
    const again = (await mails(request)).filter(
      (m) => !before.has(m.id) && m.kind === 'reminder' && m.to === USERS.owner.email,
    );
    expect(again).toHaveLength(1);
  });

  await test.step('the dev mailbox shows it with its unsubscribe headers', async () => {
    await page.goto('/__dev/mail');
    const article = page.getByRole('article', { name: reminder.subject }).first();
    await expect(article).toBeVisible();
    await expect(article).toContainText('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    await expect(article.getByRole('link', { name: 'Unsubscribe from these mails' })).toBeVisible();
  });

  await test.step('the notification in the app: the bell, the list, read state', async () => {
    await page.goto(`/companies/${nordlicht.id}/dashboard`);
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const card = page.getByRole('article', { name: /^Due in \d+ days: Monthly B2C/ }).first();
    await expect(card).toContainText('Unread');
    await expect(card).toContainText('Nordlicht Versand GmbH');
    await expectNoAxeViolations(page);
    const unreadBefore = Number(
      /^(\d+) unread$/.exec((await page.getByRole('status').first().textContent()) ?? '')?.[1],
    );
    await card.getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByText(`${unreadBefore - 1} unread`, { exact: true })).toBeVisible();
  });

  await test.step('one-click unsubscribe: a POST to the List-Unsubscribe URL, no sign-in', async () => {
    const url = /^<(.+)>$/.exec(reminder.headers!['List-Unsubscribe']!)![1]!;
    expect(new URL(url).pathname).toBe('/api/reminders/unsubscribe');
    const answer = await request.post(url, {
      form: { 'List-Unsubscribe': 'One-Click' },
      headers: { Authorization: '' },
    });
    expect(answer.status()).toBe(204);
    await page.goto(`/companies/${nordlicht.id}/notifications/settings`);
    await expect(page.getByText(/Reminder mails are off \(unsubscribed\)/)).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: 'Send reminders by e-mail' }),
    ).not.toBeChecked();
  });

  await test.step('later reminders: no mail, but still a notification', async () => {
    await page.goto(`/companies/${nordlicht.id}/notifications`);
    const reports = page.getByRole('article', { name: /^Due in \d+ days?: Monthly B2C/ });
    await expect(reports.first()).toBeVisible();
    const shown = await reports.count();
    const known = new Set((await mails(request)).map((m) => m.id));
    await setSwitches(request, { reminderClock: inDays(75) });
    const fresh = (await mails(request)).filter(
      (m) => !known.has(m.id) && m.to === USERS.owner.email,
    );
    expect(fresh).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect.poll(() => reports.count()).toBeGreaterThan(shown);
  });
});
