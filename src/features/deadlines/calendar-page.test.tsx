import { configure, screen, waitFor, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { setScreenWidth } from '@/testing/screen-width';
import { server } from '../../../mocks/common/node';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { deadlinesOf } from '../../../mocks/main-api/data/obligations';
import { addDays, today } from '@/domain/schedule';
import reference from '@locales/en/reference.json';

// Whole user journeys through the real route tree, whose pages load the reference texts: slow on a
// busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { kowalski, nordlicht } = COMPANY_IDS;
const calendar = (companyId: string, query = '') =>
  `/companies/${companyId}/dashboard/deadlines${query}`;
const asPro = { auth: new FakeAuth(USER_IDS.pro) };

/** Captures what the page hands to the browser as a download. */
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

const listed = () =>
  within(screen.getByTestId('deadline-list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('deadlines and calendar (CAL-1)', () => {
  it('[CAL-1] lists every deadline across countries and streams from today, with overdue and due-soon ones marked', async () => {
    await renderRoute(calendar(kowalski), asPro);
    await screen.findByTestId('deadline-list');
    const items = listed();
    const expected = deadlinesOf(kowalski, addDays(today(), -365), addDays(today(), 365)).filter(
      (d) => d.status === 'overdue' || d.dueDate >= today(),
    );
    expect(items).toHaveLength(expected.length);
    expect(items.some((i) => i.includes('Germany · Electrical equipment (WEEE)'))).toBe(true);
    expect(items.some((i) => i.includes('Poland · Packaging'))).toBe(true);
  });

  it('[CAL-1] filters by country and stream in the URL, and a link shows the same view', async () => {
    const { user, router } = await renderRoute(calendar(kowalski), asPro);
    await screen.findByTestId('deadline-list');
    // The browser's own selects (HOUSE-6): plain lists of countries and streams.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Germany');
    await waitFor(() => expect(locationOf(router)).toContain('country=DE'));
    await waitFor(() => expect(listed().every((i) => i.includes('Germany'))).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product stream' }), 'Packaging');
    expect(await screen.findByText('No deadlines match these filters.')).toBeInTheDocument();
    expect(locationOf(router)).toBe(calendar(kowalski, '?country=DE&stream=packaging'));
  });

  it('[CAL-1] a link with a country without deadlines keeps it chosen and says none match', async () => {
    await renderRoute(calendar(kowalski, '?country=SE'), asPro);
    expect(await screen.findByText('No deadlines match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Sweden');
  });

  it('[CAL-1] a link with a stream the app does not know filters by nothing but the rest', async () => {
    await renderRoute(calendar(kowalski, '?country=DE&stream=tyres'), asPro);
    await screen.findByTestId('deadline-list');
    const german = deadlinesOf(kowalski, addDays(today(), -365), addDays(today(), 365)).filter(
      (d) => d.country === 'DE' && (d.status === 'overdue' || d.dueDate >= today()),
    );
    expect(listed()).toHaveLength(german.length);
    expect(screen.getByRole('combobox', { name: 'Product stream' })).toHaveDisplayValue(
      'All streams',
    );
  });

  it('[CAL-1] the month view shows the month’s deadlines by day and moves between months', async () => {
    const month = today().slice(0, 7);
    const { user, router } = await renderRoute(
      calendar(kowalski, `?view=month&month=${month}`),
      asPro,
    );
    const table = await screen.findByRole('table', { name: 'Deadlines of the month' });
    const inMonth = deadlinesOf(kowalski, `${month}-01`, `${month}-31`);
    expect(within(table).getAllByRole('link')).toHaveLength(inMonth.length);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(locationOf(router)).not.toContain(`month=${month}`));
  });

  it('[CAL-1] on a phone the month is an agenda of its days with deadlines, each deadline named in full', async () => {
    const restore = setScreenWidth(375);
    try {
      // A month that has deadlines, whatever today is.
      const month = deadlinesOf(kowalski, today(), addDays(today(), 365))[0]!.dueDate.slice(0, 7);
      await renderRoute(calendar(kowalski, `?view=month&month=${month}`), asPro);
      const agenda = await screen.findByRole('list', { name: 'Deadlines of the month' });
      expect(screen.queryByRole('table', { name: 'Deadlines of the month' })).toBeNull();
      const inMonth = deadlinesOf(kowalski, `${month}-01`, `${month}-31`);
      const days = [...new Set(inMonth.map((d) => d.dueDate))];
      expect(within(agenda).getAllByRole('heading', { level: 3 })).toHaveLength(days.length);
      const links = within(agenda).getAllByRole('link');
      expect(links).toHaveLength(inMonth.length);
      for (const link of links) expect(link.textContent).not.toMatch(/^[A-Z]{2} · /);
    } finally {
      restore();
    }
  });

  it('[CAL-1][X-CAL-1] exports the filtered list as RFC 5545: stable UIDs, all-day events, one alarm 7 days before', async () => {
    const files = captureDownloads();
    const { user } = await renderRoute(calendar(kowalski, '?country=DE'), asPro);
    await screen.findByTestId('deadline-list');
    const shown = listed();
    await user.click(screen.getByRole('button', { name: 'Export to calendar (.ics)' }));
    // The iCalendar writer comes with the first press (HOUSE-6): the file follows it.
    await waitFor(() => expect(files).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export to calendar (.ics)' }));
    await waitFor(() => expect(files).toHaveLength(2));
    const parse = async (blob: Blob) =>
      new ICAL.Component(ICAL.parse(await blob.text())).getAllSubcomponents('vevent');
    const events = await parse(files[0]!);
    expect(events).toHaveLength(shown.length);
    const expected = deadlinesOf(kowalski, addDays(today(), -365), addDays(today(), 365)).filter(
      (d) => d.country === 'DE' && (d.status === 'overdue' || d.dueDate >= today()),
    );
    for (const [i, event] of events.entries()) {
      const deadline = expected[i]!;
      expect(event.getFirstPropertyValue('uid')).toBe(`${kowalski}.${deadline.id}@epr-compliance`);
      const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
      expect(start.isDate).toBe(true);
      expect(start.toString()).toBe(deadline.dueDate);
      expect(String(event.getFirstPropertyValue('summary'))).toMatch(
        /^Germany · Electrical equipment/,
      );
      const alarms = event.getAllSubcomponents('valarm');
      expect(alarms).toHaveLength(1);
      expect(String(alarms[0]!.getFirstPropertyValue('trigger'))).toBe('-P7D');
      expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY');
    }
    const again = await parse(files[1]!);
    expect(again.map((e) => e.getFirstPropertyValue('uid'))).toEqual(
      events.map((e) => e.getFirstPropertyValue('uid')),
    );
  });

  it('[CAL-1][UX-7] a company without markets is told where deadlines come from; the export is not disabled but says there is nothing to export', async () => {
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/deadlines`, () =>
        HttpResponse.json({
          data: { asOf: today(), from: today(), to: today(), deadlines: [] },
        }),
      ),
    );
    const files = captureDownloads();
    const { user } = await renderRoute(calendar(nordlicht));
    expect(
      await screen.findByText('No deadlines yet: they follow from your markets and obligations.'),
    ).toBeInTheDocument();
    const exportButton = screen.getByRole('button', { name: 'Export to calendar (.ics)' });
    expect(exportButton).toBeEnabled();
    await user.click(exportButton);
    expect(
      await screen.findByText('No deadlines match these filters: there is nothing to export.'),
    ).toBeInTheDocument();
    expect(files).toHaveLength(0);
  });

  it('[CAL-1][ERR-2] another company’s deadlines are not found', async () => {
    await renderRoute(calendar(kowalski));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});

describe('the month view and the export (UX-7)', () => {
  /** Three of Kowalski's real deadlines (their names exist), dated around a fixed today. */
  function fixedDeadlines() {
    const real = deadlinesOf(kowalski, addDays(today(), -365), addDays(today(), 365));
    const pick = (country: string) => real.find((d) => d.country === country)!;
    const german = pick('DE');
    const polish = pick('PL');
    const deadlines = [
      { ...german, id: 'a', dueDate: '2026-03-31', status: 'overdue' as const },
      { ...polish, id: 'b', dueDate: '2026-08-14', status: 'open' as const },
      { ...german, id: 'c', dueDate: '2026-11-30', status: 'open' as const },
    ];
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/deadlines`, () =>
        HttpResponse.json({
          data: { asOf: '2026-05-10', from: '2025-05-10', to: '2027-05-10', deadlines },
        }),
      ),
    );
    return { german, polish };
  }

  it('[UX-7] opens on the month of the next deadline, not on today’s empty month; “Next deadline” moves on; cells name the deadline', async () => {
    const { german, polish } = fixedDeadlines();
    const { user, router } = await renderRoute(calendar(kowalski, '?view=month'), asPro);
    const table = await screen.findByRole('table', { name: 'Deadlines of the month' });
    expect(screen.getByRole('heading', { level: 2, name: 'August 2026' })).toBeInTheDocument();
    const [cell] = within(table).getAllByRole('link');
    const polishName = englishName(polish.ruleId);
    // The deadline's name, not "PL · Packaging: Open".
    expect(cell!.textContent).toMatch(new RegExp(`^PL · ${escape(polishName)}`));
    expect(cell!.textContent).not.toMatch(/^PL · Packaging:/);

    await user.click(screen.getByRole('button', { name: 'Next deadline' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'November 2026' }),
    ).toBeInTheDocument();
    expect(locationOf(router)).toContain('month=2026-11');
    const germanName = englishName(german.ruleId);
    expect(
      within(screen.getByRole('table', { name: 'Deadlines of the month' })).getByRole('link')
        .textContent,
    ).toMatch(new RegExp(`^DE · ${escape(germanName)}`));
    // Nothing after November: no way to a next deadline.
    expect(screen.queryByRole('button', { name: 'Next deadline' })).not.toBeInTheDocument();
  });

  it('[UX-7] the export from the month view holds every deadline matching the filters, not only the month on screen', async () => {
    fixedDeadlines();
    const files = captureDownloads();
    const { user } = await renderRoute(calendar(kowalski, '?view=month&month=2026-08'), asPro);
    await screen.findByRole('table', { name: 'Deadlines of the month' });
    const exportButton = screen.getByRole('button', { name: 'Export to calendar (.ics)' });
    expect(exportButton).toBeEnabled();
    expect(exportButton).toHaveAccessibleDescription(
      'Exports all 3 deadlines matching the filters, from every month.',
    );
    await user.click(exportButton);
    await waitFor(() => expect(files).toHaveLength(1));
    const events = new ICAL.Component(ICAL.parse(await files[0]!.text())).getAllSubcomponents(
      'vevent',
    );
    expect(events.map((e) => String(e.getFirstPropertyValue('dtstart')))).toEqual([
      '2026-03-31',
      '2026-08-14',
      '2026-11-30',
    ]);
  });

  it('[UX-7] filtered by a country, the export holds that country’s deadlines of every month', async () => {
    fixedDeadlines();
    const files = captureDownloads();
    const { user } = await renderRoute(
      calendar(kowalski, '?view=month&month=2026-08&country=DE'),
      asPro,
    );
    await screen.findByRole('table', { name: 'Deadlines of the month' });
    await user.click(screen.getByRole('button', { name: 'Export to calendar (.ics)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const events = new ICAL.Component(ICAL.parse(await files[0]!.text())).getAllSubcomponents(
      'vevent',
    );
    expect(events.map((e) => String(e.getFirstPropertyValue('dtstart')))).toEqual([
      '2026-03-31',
      '2026-11-30',
    ]);
  });
});

/** A deadline's name as the English locale has it. */
function englishName(ruleId: string): string {
  const name = (reference.deadlines as Record<string, string>)[ruleId];
  if (!name) throw new Error(`No English name for the deadline ${ruleId}`);
  return name;
}

/** A text as a literal in a regular expression. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
