import { mainApi } from '@/shared/api/main-api';
import { noContent, reads, request } from '@/shared/api/contract-endpoint';
import { changeEndpoints, type CompanyChangeList } from '@/shared/contract/main/changes';
import {
  reminderEndpoints,
  type AppNotification,
  type NotificationList,
  type ReminderPreferences,
  type ReminderSettings,
} from '@/shared/contract/main/reminders';

/** REM-1 and CHG-1: reminder settings, notifications with their read state, reference changes. */
const remindersApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getReminderSettings: build.query<ReminderSettings, void>({
      query: () => request(reminderEndpoints.getReminderSettings),
      ...reads(reminderEndpoints.getReminderSettings),
      providesTags: ['ReminderSettings'],
    }),
    putReminderPreferences: build.mutation<ReminderSettings, ReminderPreferences>({
      query: (body) => request(reminderEndpoints.putReminderPreferences, {}, body),
      ...reads(reminderEndpoints.putReminderPreferences),
      invalidatesTags: ['ReminderSettings'],
    }),
    getNotifications: build.query<NotificationList, void>({
      query: () => request(reminderEndpoints.getNotifications),
      ...reads(reminderEndpoints.getNotifications),
      providesTags: ['Notification'],
    }),
    markNotification: build.mutation<AppNotification, { notificationId: string; read: boolean }>({
      query: ({ notificationId, read }) =>
        request(reminderEndpoints.markNotification, { notificationId }, { read }),
      ...reads(reminderEndpoints.markNotification),
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<void, void>({
      query: () => request(reminderEndpoints.markAllNotificationsRead),
      ...noContent,
      invalidatesTags: ['Notification'],
    }),
    unsubscribeReminders: build.mutation<void, string>({
      query: (token) => ({
        ...request(reminderEndpoints.unsubscribeReminders),
        params: { token },
      }),
      ...noContent,
    }),
    getCompanyChanges: build.query<CompanyChangeList, string>({
      query: (companyId) => request(changeEndpoints.getCompanyChanges, { companyId }),
      ...reads(changeEndpoints.getCompanyChanges),
      providesTags: ['Reference'],
    }),
  }),
});

export const {
  useGetReminderSettingsQuery,
  usePutReminderPreferencesMutation,
  useGetNotificationsQuery,
  useMarkNotificationMutation,
  useMarkAllNotificationsReadMutation,
  useUnsubscribeRemindersMutation,
  useGetCompanyChangesQuery,
} = remindersApi;
