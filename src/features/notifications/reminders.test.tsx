import { screen, waitFor, within } from '@testing-library/react';
import { addDays, today } from '@/domain/schedule';
import { FakeAuth } from '@/testing/fake-auth';
import { renderLayout, renderRoute } from '@/testing/render-app';
import { users } from '../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { notificationsOf } from '../../../mocks/main-api/data/notifications';
import { preferencesOf } from '../../../mocks/main-api/data/reminder-preferences';
import { runReminders } from '../../../mocks/main-api/data/reminders';
import {
  UNSUBSCRIBE_VALIDITY_MS,
  bumpTokenVersion,
  unsubscribeToken,
} from '../../../mocks/main-api/data/unsubscribe-tokens';

const { nordlicht, alpenglueck } = COMPANY_IDS;
const owner = () => new FakeAuth(USER_IDS.owner);
const schedulerAt = (days: number) =>
  runReminders({ at: new Date(`${addDays(today(), days)}T07:00:00Z`) });

describe('notifications', () => {
  it('[REM-1] lists the reminders sent, unread first marked, and keeps the read state', async () => {
    schedulerAt(25);
    const total = notificationsOf(USER_IDS.owner).notifications.length;
    expect(total).toBeGreaterThan(1);
    const { user } = await renderRoute(`/companies/${nordlicht}/notifications`, { auth: owner() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`${total} unread`)).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(total);
    expect(within(cards[0]!).getByRole('heading').textContent).toMatch(
      /^(Due in \d+ days?|Due today|Overdue): /,
    );
    expect(within(cards[0]!).getByText('Unread')).toBeInTheDocument();

    await user.click(within(cards[0]!).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText(`${total - 1} unread`)).toBeInTheDocument();
    expect(notificationsOf(USER_IDS.owner).unread).toBe(total - 1);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reminder settings' })).toHaveAttribute(
      'href',
      `/companies/${nordlicht}/notifications/settings`,
    );
  });

  it('[REM-1] says so when nothing was sent yet', async () => {
    await renderRoute(`/companies/${nordlicht}/notifications`, { auth: owner() });
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });

  it('[REM-1] the bell in the top bar names the unread count and leads to the notifications', async () => {
    schedulerAt(25);
    const unread = notificationsOf(USER_IDS.owner).unread;
    // The bell is the top bar's: the app shell with a stand-in page.
    await renderLayout(`/companies/${nordlicht}/dashboard`, { auth: owner() });
    const bell = await screen.findByRole(
      'link',
      { name: `Notifications, ${unread} unread` },
      { timeout: 15_000 },
    );
    expect(bell).toHaveAttribute('href', `/companies/${nordlicht}/notifications`);
  });
});

describe('reminder settings', () => {
  it('[REM-1] edits lead times, overdue reminders and followed streams; refuses a lead time that is no whole day', async () => {
    const { user } = await renderRoute(`/companies/${nordlicht}/notifications/settings`, {
      auth: owner(),
    });
    const first = await screen.findByRole('textbox', { name: 'Lead time 1 in days' });
    expect(first).toHaveValue('14');
    const second = screen.getByRole('textbox', { name: 'Lead time 2 in days' });
    expect(second).toHaveValue('3');

    await user.clear(second);
    await user.type(second, 'soon');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter whole days between 1 and 90.',
    );
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveFocus();

    await user.clear(second);
    await user.type(second, '5');
    await user.click(screen.getByRole('button', { name: 'Add a lead time' }));
    await user.type(screen.getByRole('textbox', { name: 'Lead time 3 in days' }), '30');
    await user.click(screen.getByRole('checkbox', { name: 'Remind me when a filing is overdue' }));
    const alpen = screen.getByRole('group', { name: 'Alpenglück Naturkosmetik GmbH' });
    await user.click(within(alpen).getByRole('checkbox', { name: 'Packaging' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Reminder settings saved.')).toBeInTheDocument();

    const saved = preferencesOf(users.findById(USER_IDS.owner)!);
    expect(saved.leadDays).toEqual([30, 14, 5]);
    expect(saved.overdue).toBe(false);
    expect(saved.follows.find((f) => f.companyId === alpenglueck)!.streams).toEqual([
      'weee',
      'batteries',
      'textiles',
    ]);
  });

  it('[REM-1] in German', async () => {
    await renderRoute(`/companies/${nordlicht}/notifications/settings`, {
      auth: owner(),
      language: 'de',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Erinnerungs\u00ad?einstellungen$/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Vorlaufzeit 1 in Tagen' })).toHaveValue(
      '14',
    );
  });
});

describe('one-click unsubscribe page', () => {
  it('[REM-1] the link of the mail asks for one press, then mails stop; a forged link is refused', async () => {
    const { user, unmount } = await renderRoute(
      `/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(USER_IDS.owner, 'reminders'))}`,
    );
    // Opening the link changes nothing.
    expect(preferencesOf(users.findById(USER_IDS.owner)!).emails).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/You are unsubscribed/)).toBeInTheDocument();
    expect(preferencesOf(users.findById(USER_IDS.owner)!).emails).toBe(false);
    unmount();

    const forged = await renderRoute('/reminders/unsubscribe?token=dXNy.reminders.forged');
    await forged.user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
  });

  it('[TRUST-14] an expired link and one from before subscribing again say so, and end nothing', async () => {
    const old = Date.now() - UNSUBSCRIBE_VALIDITY_MS - 1000;
    const expired = unsubscribeToken(USER_IDS.owner, 'reminders', old);
    const first = await renderRoute(`/reminders/unsubscribe?token=${encodeURIComponent(expired)}`);
    await first.user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link has expired.',
    );
    first.unmount();

    const outdated = unsubscribeToken(USER_IDS.owner, 'reminders');
    bumpTokenVersion(USER_IDS.owner, 'reminders');
    const second = await renderRoute(
      `/reminders/unsubscribe?token=${encodeURIComponent(outdated)}`,
    );
    await second.user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is from before you subscribed again',
    );
    expect(preferencesOf(users.findById(USER_IDS.owner)!).emails).toBe(true);
  });
});

describe('what changed', () => {
  it("[CHG-1][EU-5] lists the changes on the company's markets: since when, where, before and after, the source at a primary text; and when each rule was last checked", async () => {
    await renderRoute(`/companies/${alpenglueck}/changes`, { auth: owner() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What changed' }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Austria · Packaging · Checked',
      'Germany · Packaging · Checked',
      'EU · Packaging · Checked',
      'EU · Packaging · Authorised representative',
      'Austria · Packaging · Authorised representative',
    ]);
    const checked = cards[1]!;
    expect(checked).toHaveTextContent(
      /Read against its legal texts: \d+ of \d+ facts confirmed at a primary source\./,
    );
    expect(within(checked).getByRole('link', { name: 'www.gesetze-im-internet.de' })).toBeVisible();
    const ppwr = cards[3]!;
    expect(ppwr).toHaveTextContent('Since Aug 12, 2026');
    expect(ppwr).toHaveTextContent(/Before\s*Each country's own rule/);
    // The change rests on PPWR Art. 45(3) as quoted in the reference data: EUR-Lex, confirmed.
    expect(within(ppwr).getByRole('link', { name: 'eur-lex.europa.eu' })).toHaveAttribute(
      'href',
      'https://eur-lex.europa.eu/eli/reg/2025/40/oj',
    );
    expect(ppwr).not.toHaveTextContent('Not confirmed at source');
    await waitFor(() => expect(document.title).toBe('What changed · EPR Compliance'));
  });

  it('[CHG-1] a change that rests on a secondary source only is marked unconfirmed', async () => {
    await renderRoute(`/companies/${COMPANY_IDS.solYMar}/changes`, {
      auth: new FakeAuth(USER_IDS.solYMarOwner),
    });
    const cards = await screen.findAllByRole('article');
    const commercial = cards.find((c) =>
      within(c).getByRole('heading').textContent!.endsWith('Packaging · Scope'),
    )!;
    expect(commercial).toHaveTextContent('Not confirmed at source');
    expect(within(commercial).getByRole('link', { name: 'www.apasa.es' })).toBeVisible();
  });
});
