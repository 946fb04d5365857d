import { mainApi } from '@/shared/api/main-api';
import { reads, request } from '@/shared/api/contract-endpoint';
import {
  bookingEndpoints,
  type Booking,
  type CancellationRequest,
  type Slot,
} from '@/shared/contract/main/bookings';

const SLOTS = 'SLOTS';

/** A booking by the id in its link: no sign-in needed. */
const bookingsApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getBooking: build.query<Booking, string>({
      query: (bookingId) => request(bookingEndpoints.getBooking, { bookingId }),
      ...reads(bookingEndpoints.getBooking),
      providesTags: (_r, _e, id) => [{ type: 'Booking', id }],
    }),
    getBookingSlots: build.query<Slot[], string>({
      query: (bookingId) => request(bookingEndpoints.getBookingSlots, { bookingId }),
      ...reads(bookingEndpoints.getBookingSlots),
      providesTags: (_r, _e, id) => [{ type: 'Booking', id: `${id}/${SLOTS}` }],
    }),
    rescheduleBooking: build.mutation<Booking, { bookingId: string; start: string }>({
      query: ({ bookingId, start }) =>
        request(bookingEndpoints.rescheduleBooking, { bookingId }, { start }),
      ...reads(bookingEndpoints.rescheduleBooking),
      invalidatesTags: (_r, _e, { bookingId }) => [
        { type: 'Booking', id: bookingId },
        { type: 'Booking', id: `${bookingId}/${SLOTS}` },
      ],
    }),
    cancelBooking: build.mutation<Booking, CancellationRequest & { bookingId: string }>({
      query: ({ bookingId, reason }) =>
        request(bookingEndpoints.cancelBooking, { bookingId }, { reason }),
      ...reads(bookingEndpoints.cancelBooking),
      invalidatesTags: (_r, _e, { bookingId }) => [{ type: 'Booking', id: bookingId }],
    }),
  }),
});

export const {
  useGetBookingQuery,
  useGetBookingSlotsQuery,
  useRescheduleBookingMutation,
  useCancelBookingMutation,
} = bookingsApi;
