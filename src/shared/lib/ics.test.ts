import ICAL from 'ical.js';
import { icsCalendar, type IcsEvent } from './ics';

const event: IcsEvent = {
  uid: 'bk_7Qm2xT9vLp4Rz8Wc3Nf6Hd1Ys5Ka0Ej@example-epr.eu',
  sequence: 2,
  start: '2026-11-26T09:00:00.000Z',
  end: '2026-11-26T09:45:00.000Z',
  stamp: '2026-11-23T15:00:00.000Z',
  summary: 'Beratung: Verpackungslizenzierung, Österreich; mit K. Weber',
  description:
    'Thema: Lizenzierung der Haushaltsverpackungen in Österreich ab Jänner.\nZweite Zeile mit Backslash \\ und Komma, Semikolon; und sehr viel Text, damit die Zeile sicher länger als fünfundsiebzig Oktette wird — mit Umlauten äöü und Emoji 📦.',
  location: 'https://meet.example-epr.eu/k-weber/7qm2xt9v',
  url: 'https://app.example-epr.eu/bookings/bk_7Qm2xT9vLp4Rz8Wc3Nf6Hd1Ys5Ka0Ej',
};

const parse = (ics: string) => {
  const component = new ICAL.Component(ICAL.parse(ics));
  return new ICAL.Event(component.getFirstSubcomponent('vevent')!);
};

describe('the booking’s calendar file (RFC 5545)', () => {
  it('[BOOK-1] parses back with every field as written', () => {
    const parsed = parse(icsCalendar(event));
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(2);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(event.start);
    expect(parsed.endDate.toJSDate().toISOString()).toBe(event.end);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.location).toBe(event.location);
    expect(parsed.component.getFirstPropertyValue('url')).toBe(event.url);
    expect(parsed.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(parsed.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2026-11-23T15:00:00Z',
    );
  });

  it('[BOOK-1] uses CRLF and folds lines at 75 octets without splitting characters', () => {
    const ics = icsCalendar(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('[BOOK-1] a cancelled booking is a cancelled event', () => {
    expect(
      parse(icsCalendar({ ...event, status: 'CANCELLED' })).component.getFirstPropertyValue(
        'status',
      ),
    ).toBe('CANCELLED');
  });
});
