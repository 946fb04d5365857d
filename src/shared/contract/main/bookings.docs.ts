/**
 * The OpenAPI texts of `./bookings`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  AdviserSchema,
  BookingSchema,
  BookingTopicSchema,
  CancellationRequestSchema,
  MeetingSchema,
  RescheduleRequestSchema,
  SlotSchema,
  type bookingEndpoints,
} from './bookings';

export const bookingDocs: EndpointDocs<typeof bookingEndpoints> = {
  getBooking: {
    summary: 'A booking, by the id in its link (no sign-in needed: the id is the secret)',
    tags: ['Bookings'],
    example: { params: { bookingId: 'bk_7Qm2xT9vLp4Rz8Wc3Nf6Hd1Ys5Ka0Ej' } },
  },
  getBookingSlots: {
    summary:
      "Free slots of the booking's adviser in the next two weeks, each as long as the booking",
    tags: ['Bookings'],
    example: { params: { bookingId: 'bk_7Qm2xT9vLp4Rz8Wc3Nf6Hd1Ys5Ka0Ej' } },
  },
  rescheduleBooking: {
    summary:
      'Move a confirmed, upcoming booking to one of its free slots (409 when the slot is taken ' +
      'or the booking is cancelled or over)',
    tags: ['Bookings'],
    example: {
      params: { bookingId: 'bk_7Qm2xT9vLp4Rz8Wc3Nf6Hd1Ys5Ka0Ej' },
      body: { start: '2026-12-02T09:30:00.000Z' },
    },
  },
  cancelBooking: {
    summary: 'Cancel a confirmed, upcoming booking with a reason (409 when cancelled or over)',
    tags: ['Bookings'],
    example: {
      params: { bookingId: 'bk_7Qm2xT9vLp4Rz8Wc3Nf6Hd1Ys5Ka0Ej' },
      body: {
        reason: 'Our packaging data for next year is not ready yet; we will book again in January.',
      },
    },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const bookingsComponents = {
  AdviserSchema,
  BookingSchema,
  BookingTopicSchema,
  CancellationRequestSchema,
  MeetingSchema,
  RescheduleRequestSchema,
  SlotSchema,
};
