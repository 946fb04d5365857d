/** REM-1: the in-app notifications the reminder scheduler leaves each user. */
import type { Deadline } from '../../../src/shared/contract/main/obligations';
import type { AppNotification } from '../../../src/shared/contract/main/reminders';
import { companies, newId, type UserRecord } from '../../common/data/db';
import { table } from '../../common/data/table';

interface NotificationRecord extends AppNotification {
  userId: string;
}

const notifications = table<NotificationRecord>(() => []);

const publicNotification = ({ userId: _userId, ...rest }: NotificationRecord): AppNotification =>
  rest;

export function notificationsOf(userId: string): {
  notifications: AppNotification[];
  unread: number;
} {
  const mine = notifications
    .where((n) => n.userId === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return {
    notifications: mine.map(publicNotification),
    unread: mine.filter((n) => !n.read).length,
  };
}

export function markNotificationRead(
  userId: string,
  id: string,
  read: boolean,
): AppNotification | null {
  const found = notifications.findById(id);
  if (!found || found.userId !== userId) return null;
  return publicNotification(notifications.update(id, { read })!);
}

export function markAllRead(userId: string): void {
  notifications.where((n) => n.userId === userId && !n.read).forEach((n) => (n.read = true));
}

/** Leaves the user a notification (a reminder, an overdue deadline or the weekly digest). */
export function notify(
  user: UserRecord,
  companyId: string | null,
  kind: AppNotification['kind'],
  at: Date,
  deadline: Deadline | null,
  daysLeft: number | null,
) {
  notifications.insert({
    id: newId('ntf'),
    userId: user.id,
    kind,
    companyId,
    companyName: companyId ? (companies.findById(companyId)?.name ?? null) : null,
    deadline: deadline
      ? {
          id: deadline.id,
          ruleId: deadline.ruleId,
          country: deadline.country,
          stream: deadline.stream,
          dueDate: deadline.dueDate,
        }
      : null,
    daysLeft,
    createdAt: at.toISOString(),
    read: false,
  });
}
