/** Bookings, reached by the id in their link: no sign-in, the id is the secret. */
import { config } from '../../../src/shared/config/config';
import { bookingEndpoints } from '../../../src/shared/contract/main/bookings';
import {
  bookings,
  freeSlots,
  isUpcoming,
  mailBookingChange,
  publicBooking,
} from '../data/bookings';
import { clientAddressOf } from '../../common/client-address';
import { fail, mailLimited, ok } from '../../common/respond';
import { publicRoute } from '../../common/route';

type Params = { bookingId: string };
const notFound = () => fail(404, 'Booking not found');
const notChangeable = () => fail(409, 'The booking is cancelled or over');
const originOf = (request: Request) => new URL(request.url).origin;

export const bookingHandlers = [
  publicRoute<typeof bookingEndpoints.getBooking, Params>(
    config.mainApiUrl,
    bookingEndpoints.getBooking,
    ({ params }) => {
      const booking = bookings.findById(params.bookingId);
      return booking ? ok(publicBooking(booking)) : notFound();
    },
  ),
  publicRoute<typeof bookingEndpoints.getBookingSlots, Params>(
    config.mainApiUrl,
    bookingEndpoints.getBookingSlots,
    ({ params }) => {
      const booking = bookings.findById(params.bookingId);
      if (!booking) return notFound();
      return isUpcoming(booking) ? ok(freeSlots(booking)) : notChangeable();
    },
  ),
  publicRoute<typeof bookingEndpoints.rescheduleBooking, Params>(
    config.mainApiUrl,
    bookingEndpoints.rescheduleBooking,
    ({ params, body, request }) => {
      const booking = bookings.findById(params.bookingId);
      if (!booking) return notFound();
      if (!isUpcoming(booking)) return notChangeable();
      const slot = freeSlots(booking).find((s) => Date.parse(s.start) === Date.parse(body.start));
      if (!slot) return fail(409, 'The slot is no longer free');
      const limited = mailLimited(bookingEndpoints.rescheduleBooking, {
        addresses: [booking.attendeeEmail],
        clientAddress: clientAddressOf(request),
      });
      if (limited) return limited;
      const moved = bookings.update(booking.id, {
        start: slot.start,
        end: slot.end,
        sequence: booking.sequence + 1,
      })!;
      mailBookingChange(moved, 'rescheduled', originOf(request));
      return ok(publicBooking(moved));
    },
  ),
  publicRoute<typeof bookingEndpoints.cancelBooking, Params>(
    config.mainApiUrl,
    bookingEndpoints.cancelBooking,
    ({ params, body, request }) => {
      const booking = bookings.findById(params.bookingId);
      if (!booking) return notFound();
      if (!isUpcoming(booking)) return notChangeable();
      const limited = mailLimited(bookingEndpoints.cancelBooking, {
        addresses: [booking.attendeeEmail],
        clientAddress: clientAddressOf(request),
      });
      if (limited) return limited;
      const cancelled = bookings.update(booking.id, {
        status: 'cancelled',
        sequence: booking.sequence + 1,
        cancellation: { at: new Date().toISOString(), by: 'attendee', reason: body.reason },
      })!;
      mailBookingChange(cancelled, 'cancelled', originOf(request));
      return ok(publicBooking(cancelled));
    },
  ),
];
