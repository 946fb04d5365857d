/**
 * FEED-1: the one function that writes the deadlines' iCalendar for the page's export and the
 * feed: RFC 5545 escaping and folding, read back by an independent parser (Mozilla's ical.js).
 */
import ICAL from 'ical.js';
import type { Deadline } from '../contract/main/obligations';
import { appTextsIn } from '../../../mocks/main-api/data/app-texts';
import { deadlineCalendar, deadlineUid } from './deadline-calendar';

const deadline = (over: Partial<Deadline>): Deadline => ({
  id: 'de-weee-b2c-monthly-report:2026-12-15',
  ruleId: 'de-weee-b2c-monthly-report',
  kind: 'report',
  country: 'DE',
  stream: 'weee',
  dueDate: '2026-12-15',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  status: 'open',
  fileable: true,
  reportId: null,
  ...over,
});

const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics));

const build = (deadlines: Deadline[], language = 'de', calendarName?: string) => {
  const { t } = appTextsIn(language);
  return deadlineCalendar({
    companyId: 'cmp-0002',
    deadlines,
    t,
    language,
    appOrigin: 'https://app.example-epr.eu',
    asOf: '2026-11-26',
    ...(calendarName ? { calendarName } : {}),
  });
};

describe('the deadlines’ calendar (FEED-1)', () => {
  it('[FEED-1] escapes commas, semicolons, backslashes and line breaks, and they parse back as written', () => {
    // A rule the texts do not know is shown by its id: here one full of RFC 5545's special characters.
    const odd = 'odd,rule;with\\backslash\nand a second line';
    const name = 'EPR-Fristen · Müller, Söhne; & Co. \\ GmbH';
    const ics = build([deadline({ id: 'x:2026-12-15', ruleId: odd })], 'de', name);
    expect(ics).toContain('odd\\,rule\\;with\\\\backslash\\nand');
    const calendar = parse(ics);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(name);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`Deutschland · Elektro- und Elektronikgeräte (WEEE): ${odd}`);
    const alarm = event.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('description')).toContain(odd);
  });

  it('[FEED-1] folds lines at 75 octets without splitting a character, ends every line with CRLF', () => {
    const ics = build(
      [
        deadline({}),
        deadline({ id: 'de-weee-b2c-monthly-report:2027-01-15', dueDate: '2027-01-15' }),
      ],
      'fr',
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const events = parse(ics)
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e));
    expect(events[0]!.description).toBe(
      'Déclaration des quantités · Allemagne · Équipements électriques et électroniques (DEEE) · à rendre le 15 déc. 2026',
    );
  });

  it('[FEED-1] one all-day event per deadline: stable UID, DTSTAMP of the day derived, the obligation’s page, a 7-day display alarm', () => {
    const d = deadline({});
    const ics = build([d], 'en');
    expect(build([d], 'en')).toBe(ics);
    const event = new ICAL.Event(parse(ics).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(deadlineUid('cmp-0002', d));
    expect(event.uid).toBe('cmp-0002.de-weee-b2c-monthly-report:2026-12-15@epr-compliance');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-15');
    expect(event.endDate.toString()).toBe('2026-12-16');
    expect(String(event.component.getFirstPropertyValue('dtstamp'))).toBe('2026-11-26T00:00:00Z');
    expect(event.component.getFirstPropertyValue('url')).toBe(
      'https://app.example-epr.eu/companies/cmp-0002/dashboard/de/weee',
    );
    const alarm = event.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-P7D');
  });
});
