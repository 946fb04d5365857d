import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';

/**
 * One calendar event as an iCalendar file, for "add to calendar". Written by ical-generator, as
 * the deadlines' export is: one writer for RFC 5545's folding and escaping in the whole app.
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

/** The file's text: RFC 5545 ends every line with CRLF, the last one too (ical-generator omits it). */
export const icsText = (calendar: ICalCalendar) => `${calendar.toString()}\r\n`;

export function icsCalendar(event: IcsEvent): string {
  const calendar = ical({
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'EPR Compliance', product: 'Bookings', language: 'EN' },
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: new Date(event.stamp),
    start: new Date(event.start),
    end: new Date(event.end),
    summary: event.summary,
    description: event.description ?? null,
    location: event.location ?? null,
    url: event.url ?? null,
    status: event.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return icsText(calendar);
}
