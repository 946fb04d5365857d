/**
 * Appointments with the platform's advisers. Fixture ids are long and random-looking: the id in a
 * booking's link is its only secret. Times are relative to the seeding moment, so the fixtures
 * always hold an upcoming, a cancelled and a past appointment. Advisers work Monday to Friday,
 * 09:00-17:00 in their own time zone; a free slot is any such half hour (or run of half hours as
 * long as the booking) that no confirmed booking of theirs overlaps, from tomorrow for two weeks.
 */
import type { Booking, Slot } from '../../../src/shared/contract/main/bookings';
import { BOOKING_MAIL_TEXTS, type BookingChange } from './booking-mail-texts';
import { outbox } from '../../common/data/db';
import { mailName, mailText } from '../../common/data/mail-name';
import { table } from '../../common/data/table';
import { addDays, zonedDate, zonedTime } from './zoned-time';
import { paths } from '../../../src/shared/paths';

export type BookingRecord = Booking & {
  attendeeEmail: string;
  language: Booking['adviser']['languages'][number];
};

export const ADVISERS = {
  weber: { name: 'Katharina Weber', timeZone: 'Europe/Vienna', languages: ['de', 'en'] },
  romero: { name: 'Lucía Romero', timeZone: 'Europe/Madrid', languages: ['es', 'en', 'fr'] },
} satisfies Record<string, Booking['adviser']>;

/** The fixture bookings' ids (the secrets in their links). */
export const BOOKING_IDS = {
  upcoming: 'bk_7Qm2xT9vLp4Rz8Wc3Nf6Hd1Ys5Ka0Ej',
  upcomingPhone: 'bk_R4nW8cZt1Lq6Vb3Hx9Mf2Gp7Sd5Jk0Ya',
  cancelled: 'bk_Hc5Ty8Nq2Wm7Xr4Lb9Vd1Fs6Pz3Kg0Ue',
  past: 'bk_Zp3Fk9Wd6Rt1Nx8Lc4Vm7Hq2Sb5Gy0Ja',
} as const;

export const SLOT_MINUTES = 30;
const WORK_START_HOUR = 9;
const WORK_END_HOUR = 17;
const SLOT_DAYS = 14;
const MINUTE = 60_000;

/** The `n`th working day after `from` (1 = the next working day), at `hour` in `timeZone`. */
function workingDayAt(from: number, n: number, hour: number, minute: number, timeZone: string) {
  let date = zonedDate(from, timeZone);
  let left = n;
  while (left > 0) {
    date = addDays(date, 1);
    if (date.weekday !== 0 && date.weekday !== 6) left -= 1;
  }
  return zonedTime(date, hour, minute, timeZone);
}

const iso = (ms: number) => new Date(ms).toISOString();

export const bookingFixtures = (now = Date.now()): BookingRecord[] => {
  const upcomingStart = workingDayAt(now, 3, 10, 0, ADVISERS.weber.timeZone);
  const phoneStart = workingDayAt(now, 4, 15, 30, ADVISERS.romero.timeZone);
  const cancelledStart = workingDayAt(now, 5, 11, 0, ADVISERS.weber.timeZone);
  const pastStart = now - 9 * 24 * 3600 * 1000;
  return [
    {
      id: BOOKING_IDS.upcoming,
      status: 'confirmed',
      topic: 'packagingLicensing',
      start: iso(upcomingStart),
      end: iso(upcomingStart + 45 * MINUTE),
      adviser: ADVISERS.weber,
      meeting: { kind: 'video', url: 'https://meet.example-epr.eu/k-weber/7qm2xt9v' },
      attendee: { name: 'Olivia Owner', company: 'Alpenglück Naturkosmetik GmbH' },
      attendeeEmail: 'owner@example.com',
      language: 'en',
      note: 'Licensing our household packaging in Austria from January, and whether we need an authorised representative in Germany.',
      cancellation: null,
      sequence: 0,
    },
    {
      id: BOOKING_IDS.upcomingPhone,
      status: 'confirmed',
      topic: 'authorisedRepresentative',
      start: iso(phoneStart),
      end: iso(phoneStart + 30 * MINUTE),
      adviser: ADVISERS.romero,
      meeting: { kind: 'phone', phone: '+34 910 123 456' },
      attendee: { name: 'Marek Kowalski', company: 'Kowalski Elektro Sp. z o.o.' },
      attendeeEmail: 'marek.kowalski@example.com',
      language: 'en',
      note: null,
      cancellation: null,
      sequence: 0,
    },
    {
      id: BOOKING_IDS.cancelled,
      status: 'cancelled',
      topic: 'weeeRegistration',
      start: iso(cancelledStart),
      end: iso(cancelledStart + 30 * MINUTE),
      adviser: ADVISERS.weber,
      meeting: { kind: 'video', url: 'https://meet.example-epr.eu/k-weber/hc5ty8nq' },
      attendee: { name: 'Olivia Owner', company: 'Nordlicht Versand GmbH' },
      attendeeEmail: 'owner@example.com',
      language: 'en',
      note: null,
      cancellation: {
        at: iso(now - 2 * 24 * 3600 * 1000),
        by: 'attendee',
        reason: 'We registered with stiftung ear ourselves in the meantime.',
      },
      sequence: 1,
    },
    {
      id: BOOKING_IDS.past,
      status: 'confirmed',
      topic: 'firstConsultation',
      start: iso(pastStart),
      end: iso(pastStart + 30 * MINUTE),
      adviser: ADVISERS.romero,
      meeting: { kind: 'video', url: 'https://meet.example-epr.eu/l-romero/zp3fk9wd' },
      attendee: { name: 'Olivia Owner', company: 'Alpenglück Naturkosmetik GmbH' },
      attendeeEmail: 'owner@example.com',
      language: 'en',
      note: null,
      cancellation: null,
      sequence: 0,
    },
  ];
};

export const bookings = table(() => bookingFixtures());

/** What the API shows of a booking (the attendee's e-mail and language stay inside). */
export function publicBooking(record: BookingRecord): Booking {
  const { attendeeEmail: _email, language: _language, ...booking } = record;
  return booking;
}

export const isUpcoming = (b: Booking, now = Date.now()) =>
  b.status === 'confirmed' && Date.parse(b.start) > now;

/** Free slots of the booking's adviser, as long as the booking, from tomorrow for two weeks. */
export function freeSlots(booking: BookingRecord, now = Date.now()): Slot[] {
  const { timeZone } = booking.adviser;
  const length = Date.parse(booking.end) - Date.parse(booking.start);
  const busy = bookings
    .where(
      (b) =>
        b.status === 'confirmed' && b.adviser.name === booking.adviser.name && b.id !== booking.id,
    )
    .map((b) => [Date.parse(b.start), Date.parse(b.end)] as const);
  const slots: Slot[] = [];
  const today = zonedDate(now, timeZone);
  for (let d = 1; d <= SLOT_DAYS; d += 1) {
    const date = addDays(today, d);
    if (date.weekday === 0 || date.weekday === 6) continue;
    const dayEnd = zonedTime(date, WORK_END_HOUR, 0, timeZone);
    for (
      let start = zonedTime(date, WORK_START_HOUR, 0, timeZone);
      start + length <= dayEnd;
      start += SLOT_MINUTES * MINUTE
    ) {
      const end = start + length;
      if (busy.some(([s, e]) => s < end && start < e)) continue;
      slots.push({ start: iso(start), end: iso(end) });
    }
  }
  return slots;
}

/** The appointment's start in the mail's language and the adviser's time zone, the zone named. */
const writtenStart = (booking: BookingRecord) =>
  new Intl.DateTimeFormat(booking.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: booking.adviser.timeZone,
    timeZoneName: 'short',
  }).format(new Date(booking.start));

/** Tells the attendee about a change, with the booking's link. */
export function mailBookingChange(booking: BookingRecord, change: BookingChange, origin: string) {
  const texts = BOOKING_MAIL_TEXTS[booking.language];
  const { subject, text } = texts[change]({
    adviser: mailName(booking.adviser.name),
    when: writtenStart(booking),
    reason: mailText(booking.cancellation?.reason),
  });
  outbox.send({
    to: booking.attendeeEmail,
    kind: change === 'rescheduled' ? 'bookingRescheduled' : 'bookingCancelled',
    ref: booking.id,
    subject,
    text,
    links: [{ label: texts.link, url: `${origin}${paths.booking.href(booking.id)}` }],
  });
}
