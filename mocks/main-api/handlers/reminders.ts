/**
 * REM-1 and CHG-1 over HTTP: the user's reminder preferences and notifications, the one-click
 * unsubscribe of the reminder mails (RFC 8058, no sign-in: the signed token is the proof) and a
 * company's reference changes. The scheduler itself is `mocks/main-api/data/reminders.ts`.
 */
import { config } from '../../../src/shared/config/config';
import { changeEndpoints } from '../../../src/shared/contract/main/changes';
import { reminderEndpoints } from '../../../src/shared/contract/main/reminders';
import { changesForCompany } from '../data/company-changes';
import { markAllRead, markNotificationRead, notificationsOf } from '../data/notifications';
import {
  reminderSettingsOf,
  savePreferences,
  unsubscribeWithToken,
} from '../data/reminder-preferences';
import { fail, noContent, ok, validationFailed } from '../../common/respond';
import { publicRoute, route } from '../../common/route';
import { inCompanyScope, type CompanyScopeParams } from './company-scope';

const base = config.mainApiUrl;

export const reminderHandlers = [
  route(base, reminderEndpoints.getReminderSettings, ({ user }) => ok(reminderSettingsOf(user))),
  route(base, reminderEndpoints.putReminderPreferences, ({ user, body }) => {
    const refused = savePreferences(user, body);
    if (refused.length)
      return validationFailed(
        Object.fromEntries(refused.map((i) => [`follows.${i}.companyId`, 'invalid'])),
      );
    return ok(reminderSettingsOf(user));
  }),
  route(base, reminderEndpoints.getNotifications, ({ user }) => ok(notificationsOf(user.id))),
  route<typeof reminderEndpoints.markNotification, { notificationId: string }>(
    base,
    reminderEndpoints.markNotification,
    ({ user, params, body }) => {
      const changed = markNotificationRead(user.id, params.notificationId, body.read);
      return changed ? ok(changed) : fail(404, 'Notification not found');
    },
  ),
  route(base, reminderEndpoints.markAllNotificationsRead, ({ user }) => {
    markAllRead(user.id);
    return noContent();
  }),
  publicRoute(base, reminderEndpoints.unsubscribeReminders, ({ request }) => {
    const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
    if (!token) return validationFailed({ token: 'required' });
    const result = unsubscribeWithToken(token);
    // `expired` and `outdated` (TRUST-14) let the page say why, and that a newer mail's link works.
    return result.ok ? noContent() : validationFailed({ token: result.reason });
  }),
  route<typeof changeEndpoints.getCompanyChanges, CompanyScopeParams>(
    base,
    changeEndpoints.getCompanyChanges,
    inCompanyScope(({ params }) => ok({ changes: changesForCompany(params.companyId) })),
  ),
];
