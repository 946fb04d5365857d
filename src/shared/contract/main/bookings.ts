/**
 * Appointments with an adviser. A booking is reached by its own link (sent by e-mail), signed in
 * or not: the id in the link is the secret, long and random, so nothing else identifies the
 * visitor. A confirmed, upcoming booking can move to another free slot of its adviser or be
 * cancelled with a reason; a cancelled one stays readable.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { LanguageSchema, TimestampSchema } from '../primitives';

export const BOOKING_TOPICS = [
  'packagingLicensing',
  'weeeRegistration',
  'batteryRegistration',
  'authorisedRepresentative',
  'textilesEpr',
  'firstConsultation',
] as const;
export const BookingTopicSchema = v.picklist(BOOKING_TOPICS);

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;

export const AdviserSchema = v.object({
  name: v.string(),
  /** IANA time zone the adviser works in (`Europe/Vienna`). */
  timeZone: v.string(),
  languages: v.array(LanguageSchema),
});

/** A video meeting's address: https only (TRUST-11), never `javascript:`, `data:` or plain http. */
export const isHttpsUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

export const MeetingSchema = v.variant('kind', [
  v.object({
    kind: v.literal('video'),
    url: v.pipe(
      v.string(),
      v.url(),
      v.regex(/^https:\/\//, 'https only'),
      v.check(isHttpsUrl, 'https only'),
    ),
  }),
  v.object({ kind: v.literal('phone'), phone: v.string() }),
]);

export const BookingSchema = v.object({
  id: v.string(),
  status: v.picklist(BOOKING_STATUSES),
  topic: BookingTopicSchema,
  start: TimestampSchema,
  end: TimestampSchema,
  adviser: AdviserSchema,
  meeting: MeetingSchema,
  /** Who booked, as they gave it. */
  attendee: v.object({ name: v.string(), company: v.nullable(v.string()) }),
  /** What the attendee wrote when booking. */
  note: v.nullable(v.string()),
  cancellation: v.nullable(
    v.object({
      at: TimestampSchema,
      by: v.picklist(['attendee', 'adviser']),
      reason: v.string(),
    }),
  ),
  /** Changes with every reschedule (the SEQUENCE of the calendar event). */
  sequence: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Booking = v.InferOutput<typeof BookingSchema>;

export const SlotSchema = v.object({ start: TimestampSchema, end: TimestampSchema });
export type Slot = v.InferOutput<typeof SlotSchema>;

export const RescheduleRequestSchema = v.object({
  start: v.pipe(v.string('invalid'), v.nonEmpty('required'), v.isoTimestamp('invalid')),
});

export const CancellationRequestSchema = v.object({
  reason: v.pipe(
    v.string('invalid'),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(500, 'tooLong'),
  ),
});
export type CancellationRequest = v.InferInput<typeof CancellationRequestSchema>;

export const bookingEndpoints = {
  getBooking: endpoint({
    method: 'GET',
    path: '/bookings/:bookingId',
    auth: 'none',
    response: BookingSchema,
    errors: [404],
  }),
  getBookingSlots: endpoint({
    method: 'GET',
    path: '/bookings/:bookingId/slots',
    auth: 'none',
    response: v.array(SlotSchema),
    errors: [404, 409],
  }),
  rescheduleBooking: endpoint({
    sendsMail: true,
    method: 'PUT',
    path: '/bookings/:bookingId',
    auth: 'none',
    body: RescheduleRequestSchema,
    response: BookingSchema,
    errors: [400, 404, 409],
  }),
  cancelBooking: endpoint({
    sendsMail: true,
    method: 'POST',
    path: '/bookings/:bookingId/cancellation',
    auth: 'none',
    body: CancellationRequestSchema,
    response: BookingSchema,
    errors: [400, 404, 409],
  }),
};
