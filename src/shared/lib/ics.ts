/**
 * One calendar event as an iCalendar file (RFC 5545): CRLF line ends, TEXT values escaped
 * (3.3.11), lines folded at 75 octets (3.1), times in UTC. Enough for "add to calendar".
 */
export interface IcsEvent {
  uid: string;
  /** Raised with every change, so calendars replace the copy they have. */
  sequence: number;
  start: string;
  end: string;
  /** When this version of the event was made. */
  stamp: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: 'CONFIRMED' | 'CANCELLED';
}

const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, '');
const text = (value: string) => value.replace(/[\\;,]/g, '\\$&').replace(/\r?\n/g, '\\n');

/** Lines of at most 75 octets, never splitting a character; continuations start with a space. */
function fold(line: string): string {
  const size = (s: string) => new TextEncoder().encode(s).length;
  const parts = [''];
  for (const char of line) {
    const limit = parts.length === 1 ? 75 : 74;
    if (size(parts[parts.length - 1]! + char) > limit) parts.push('');
    parts[parts.length - 1] += char;
  }
  return parts.join('\r\n ');
}

export function icsCalendar(event: IcsEvent): string {
  const optional = (name: string, value: string | undefined) =>
    value ? [`${name}:${name === 'URL' ? value : text(value)}`] : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//EPR Compliance//Bookings//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    ...optional('DESCRIPTION', event.description),
    ...optional('LOCATION', event.location),
    ...optional('URL', event.url),
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
