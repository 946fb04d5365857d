/**
 * The OpenAPI texts of `./reminders`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  FollowedCompanySchema,
  LeadDaysSchema,
  NotificationListSchema,
  NotificationReadSchema,
  NotificationSchema,
  ReminderPreferencesSchema,
  ReminderSettingsSchema,
  type reminderEndpoints,
} from './reminders';

export const reminderDocs: EndpointDocs<typeof reminderEndpoints> = {
  getReminderSettings: {
    summary:
      "The signed-in user's reminder preferences (defaults until saved: 14 and 3 days, overdue, " +
      'every own company and stream, digest for advisers) and the companies they may follow',
    tags: ['Reminders'],
  },
  putReminderPreferences: {
    summary: 'Replace the reminder preferences; a company the user does not reach is refused (400)',
    tags: ['Reminders'],
    example: {
      body: {
        leadDays: [14, 3],
        overdue: true,
        follows: [{ companyId: 'cmp-0001', streams: ['packaging'] }],
        digest: false,
        emails: true,
      },
    },
  },
  getNotifications: {
    summary: "The signed-in user's notifications (every reminder and digest sent), newest first",
    tags: ['Reminders'],
  },
  markNotification: {
    summary: 'Mark one notification read or unread',
    tags: ['Reminders'],
    example: { params: { notificationId: 'ntf-0001' }, body: { read: true } },
  },
  markAllNotificationsRead: { summary: 'Mark every notification read', tags: ['Reminders'] },
  unsubscribeReminders: {
    summary:
      "One-click unsubscribe (RFC 8058): the URL of every reminder mail's `List-Unsubscribe` " +
      'header, posted with `List-Unsubscribe=One-Click`, no sign-in; the signed token names the ' +
      'user and what ends (reminder mails or the digest). Posting twice is fine',
    tags: ['Reminders'],
    example: { query: { token: 'dXNyLW93bmVyLTAwMDE.cmVtaW5kZXJz.signature' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const remindersComponents = {
  FollowedCompanySchema,
  LeadDaysSchema,
  NotificationListSchema,
  NotificationReadSchema,
  NotificationSchema,
  ReminderPreferencesSchema,
  ReminderSettingsSchema,
};
