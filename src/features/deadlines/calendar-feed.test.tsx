/**
 * FEED-1 on the calendar page: "Subscribe" shows the user's https address (copy button, webcal:
 * link), the feed at that address holds exactly the events of the page's export (all deadlines
 * shown, no filter), and "Regenerate address" ends the old address.
 */
import { createHash } from 'node:crypto';
import { configure, screen, waitFor, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { calendarFeeds } from '../../../mocks/main-api/data/calendar-feeds';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { nordlicht } = COMPANY_IDS;
const asOwner = { auth: new FakeAuth(USER_IDS.owner) };

function captureDownloads() {
  const files: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      files.push(blob);
      return `blob:test/${files.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return files;
}

/** Every event as the parser reads it: what a calendar app shows and keys on. */
const eventsOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((component) => {
    const alarm = component.getFirstSubcomponent('valarm')!;
    return {
      uid: component.getFirstPropertyValue('uid'),
      dtstamp: String(component.getFirstPropertyValue('dtstamp')),
      dtstart: String(component.getFirstPropertyValue('dtstart')),
      dtend: String(component.getFirstPropertyValue('dtend')),
      summary: component.getFirstPropertyValue('summary'),
      description: component.getFirstPropertyValue('description'),
      url: component.getFirstPropertyValue('url'),
      alarm: [
        alarm.getFirstPropertyValue('action'),
        String(alarm.getFirstPropertyValue('trigger')),
        alarm.getFirstPropertyValue('description'),
      ],
    };
  });

async function openSubscription(path: string) {
  const rendered = await renderRoute(path, asOwner);
  await screen.findByTestId('deadline-list');
  await rendered.user.click(screen.getByRole('button', { name: 'Subscribe in a calendar app' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to these deadlines' });
  return { ...rendered, dialog };
}

describe('subscribing to the deadlines (FEED-1)', () => {
  it('[FEED-1] the feed at the shown address holds exactly the events of the export with every deadline shown', async () => {
    const files = captureDownloads();
    const { user, dialog } = await openSubscription(
      `/companies/${nordlicht}/dashboard/deadlines?past=1`,
    );
    expect(within(dialog).getByText(/Nordlicht Versand GmbH/)).toBeInTheDocument();
    expect(within(dialog).getByText('There is no calendar address yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create calendar address' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Calendar address (https)' });
    const address = (field as HTMLInputElement).value;
    const secret = /calendar-feeds\/([^/]+)\//.exec(address)![1]!;
    // TRUST-14: only the secret's SHA-256 is kept.
    expect(JSON.stringify(calendarFeeds.all())).not.toContain(secret);
    expect(calendarFeeds.all()[0]!.secretHash).toBe(
      createHash('sha256').update(secret).digest('hex'),
    );
    expect(address).toBe(
      `http://localhost:8080/api/calendar-feeds/${secret}/deadlines.ics?lang=en`,
    );
    expect(within(dialog).getByRole('link', { name: /webcal:/ })).toHaveAttribute(
      'href',
      `webcal://localhost:8080/api/calendar-feeds/${secret}/deadlines.ics?lang=en`,
    );

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await screen.findByText('Address copied.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The dialog closes (its transition keeps the page hidden from assistive technology until then).
    await user.click(await screen.findByRole('button', { name: 'Export to calendar (.ics)' }));
    const exported = eventsOf(await files[0]!.text());
    // A calendar app's fetch: no bearer token.
    const response = await fetch(address);
    expect(response.status).toBe(200);
    const fed = eventsOf(await response.text());
    expect(exported.length).toBeGreaterThan(3);
    expect(fed).toEqual(exported);
  });

  it('[TRUST-14] the address is shown once, when made; reopened, the dialog says since when one is in use and offers a new one', async () => {
    const { user, dialog } = await openSubscription(`/companies/${nordlicht}/dashboard/deadlines`);
    await user.click(within(dialog).getByRole('button', { name: 'Create calendar address' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Calendar address (https)' });
    const first = (field as HTMLInputElement).value;
    expect(within(dialog).getByText(/shown only this once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Subscribe in a calendar app' }));
    const again = await screen.findByRole('dialog');
    expect(
      await within(again).findByText(/A calendar address has been in use since/),
    ).toBeInTheDocument();
    expect(within(again).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Regenerate and show address' }));
    const fresh = await within(again).findByRole('textbox', { name: 'Calendar address (https)' });
    expect((fresh as HTMLInputElement).value).not.toBe(first);
    expect((await fetch(first)).status).toBe(410);
  });

  it('[FEED-1] “Regenerate address” makes a new address and the old one answers 410 Gone', async () => {
    const { user, dialog } = await openSubscription(`/companies/${nordlicht}/dashboard/deadlines`);
    await user.click(within(dialog).getByRole('button', { name: 'Create calendar address' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Calendar address (https)' });
    const old = (field as HTMLInputElement).value;
    expect((await fetch(old)).status).toBe(200);
    const regenerate = within(dialog).getByRole('button', { name: 'Regenerate address' });
    expect(regenerate).toHaveAccessibleDescription(/the old one stops working at once/);
    await user.click(regenerate);
    expect(
      await screen.findByText('New address made: the old one no longer works.'),
    ).toBeInTheDocument();
    const fresh = (
      within(dialog).getByRole('textbox', { name: 'Calendar address (https)' }) as HTMLInputElement
    ).value;
    expect(fresh).not.toBe(old);
    expect((await fetch(old)).status).toBe(410);
    expect((await fetch(fresh)).status).toBe(200);
  });
});
