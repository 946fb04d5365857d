import { mainApi } from '@/shared/api/main-api';
import { reads, request } from '@/shared/api/contract-endpoint';
import {
  calendarFeedEndpoints,
  type CalendarFeed,
  type CalendarFeedState,
} from '@/shared/contract/main/calendar-feed';

/**
 * FEED-1: the signed-in user's calendar feed address for a company, managed with the bearer token
 * like every call of the app (only calendar apps fetch the feed itself, without one).
 */
export const calendarFeedApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getCalendarFeed: build.query<CalendarFeedState, string>({
      query: (companyId) => request(calendarFeedEndpoints.getCalendarFeed, { companyId }),
      ...reads(calendarFeedEndpoints.getCalendarFeed),
      providesTags: ['CalendarFeed'],
    }),
    regenerateCalendarFeed: build.mutation<CalendarFeed, string>({
      query: (companyId) => request(calendarFeedEndpoints.regenerateCalendarFeed, { companyId }),
      ...reads(calendarFeedEndpoints.regenerateCalendarFeed),
      invalidatesTags: ['CalendarFeed'],
    }),
  }),
});

export const { useGetCalendarFeedQuery, useRegenerateCalendarFeedMutation } = calendarFeedApi;
