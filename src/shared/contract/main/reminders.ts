/**
 * Deadline reminders (REM-1): the main API's scheduler mails each user a reminder for each
 * deadline of the companies and streams they follow, at the lead times they chose and when a
 * filing is overdue, in their language; advisers get a weekly digest over their clients. Every
 * mail carries a one-click unsubscribe (RFC 8058) and each reminder is also an in-app
 * notification with a read state.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema, IdSchema, TimestampSchema } from '../primitives';
import { StreamSchema } from '../reference';

const IsoDateSchema = v.pipe(v.string(), v.isoDate());

/** The lead times a new user gets: 14 and 3 days before each deadline. */
export const DEFAULT_LEAD_DAYS: readonly number[] = [14, 3];
export const MAX_LEAD_DAYS = 90;
export const MAX_LEAD_TIMES = 5;

export const LeadDaysSchema = v.pipe(
  v.number('invalid'),
  v.integer('invalid'),
  v.minValue(1, 'invalid'),
  v.maxValue(MAX_LEAD_DAYS, 'invalid'),
);

export const FollowedCompanySchema = v.object({
  companyId: IdSchema,
  /** The streams whose deadlines are reminded; empty: the company is not followed. */
  streams: v.pipe(
    v.array(StreamSchema, 'invalid'),
    v.checkItems((s, i, all) => all.indexOf(s) === i, 'invalid'),
  ),
});

export const ReminderPreferencesSchema = v.object({
  /** Days before a deadline when a reminder goes out. */
  leadDays: v.pipe(
    v.array(LeadDaysSchema, 'invalid'),
    v.minLength(1, 'required'),
    v.maxLength(MAX_LEAD_TIMES, 'tooLong'),
    // A lead time twice: the list is refused (`invalid` on `leadDays` itself).
    v.checkItems((d, i, all) => all.indexOf(d) === i, 'invalid'),
  ),
  /** A reminder when a filing is overdue. */
  overdue: v.boolean('invalid'),
  /** Per company the user reaches: the streams followed. Companies not named are not followed. */
  follows: v.array(FollowedCompanySchema, 'invalid'),
  /** Advisers: the weekly digest over all clients. */
  digest: v.boolean('invalid'),
  /** Reminder mails at all (a one-click unsubscribe turns it off; in-app notifications stay). */
  emails: v.boolean('invalid'),
});
export type ReminderPreferences = v.InferOutput<typeof ReminderPreferencesSchema>;

export const ReminderSettingsSchema = v.object({
  preferences: ReminderPreferencesSchema,
  /** Every company the user reaches, for the follow choice (members' and advisers' clients). */
  companies: v.array(
    v.object({
      companyId: v.string(),
      name: v.string(),
      via: v.picklist(['membership', 'affiliation']),
    }),
  ),
  /** Whether the user works for an adviser firm (the digest is theirs). */
  adviser: v.boolean(),
});
export type ReminderSettings = v.InferOutput<typeof ReminderSettingsSchema>;

export const NOTIFICATION_KINDS = ['dueSoon', 'overdue', 'digest'] as const;

export const NotificationSchema = v.object({
  id: v.string(),
  kind: v.picklist(NOTIFICATION_KINDS),
  /** The company reminded of (null for the digest). */
  companyId: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
  /** The deadline reminded of (null for the digest). */
  deadline: v.nullable(
    v.object({
      id: v.string(),
      ruleId: v.string(),
      country: CountryCodeSchema,
      stream: StreamSchema,
      dueDate: IsoDateSchema,
    }),
  ),
  /** Days left when it was sent (a lead time's reminder); null when overdue or a digest. */
  daysLeft: v.nullable(v.number()),
  /** The scheduler's time when it was sent. */
  createdAt: TimestampSchema,
  read: v.boolean(),
});
export type AppNotification = v.InferOutput<typeof NotificationSchema>;

export const NotificationListSchema = v.object({
  /** Newest first. */
  notifications: v.array(NotificationSchema),
  unread: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type NotificationList = v.InferOutput<typeof NotificationListSchema>;

export const NotificationReadSchema = v.object({ read: v.boolean('invalid') });

export const reminderEndpoints = {
  getReminderSettings: endpoint({
    method: 'GET',
    path: '/me/reminders',
    auth: 'bearer',
    response: ReminderSettingsSchema,
  }),
  putReminderPreferences: endpoint({
    method: 'PUT',
    path: '/me/reminders',
    auth: 'bearer',
    body: ReminderPreferencesSchema,
    response: ReminderSettingsSchema,
    errors: [400],
  }),
  getNotifications: endpoint({
    method: 'GET',
    path: '/me/notifications',
    auth: 'bearer',
    response: NotificationListSchema,
  }),
  markNotification: endpoint({
    method: 'PUT',
    path: '/me/notifications/:notificationId/read',
    auth: 'bearer',
    body: NotificationReadSchema,
    response: NotificationSchema,
    errors: [400, 404],
  }),
  markAllNotificationsRead: endpoint({
    method: 'POST',
    path: '/me/notifications/read-all',
    auth: 'bearer',
    response: null,
    status: 204,
  }),
  unsubscribeReminders: endpoint({
    method: 'POST',
    path: '/reminders/unsubscribe',
    auth: 'none',
    query: { token: { description: 'The signed token of the mail', required: true } },
    response: null,
    status: 204,
    errors: [400],
  }),
};
