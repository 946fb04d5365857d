import { useEffect, type ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import { useGetNotificationsQuery } from '@/features/notifications/api';

/** How often the bell asks for new notifications (the scheduler runs every few minutes). */
const POLL_MS = 5 * 60 * 1000;

/**
 * The bell's data (REM-1), loaded after the layout's first paint with the reminders API: asks for
 * the notifications every few minutes and reports the unread count to the bell.
 */
export function UnreadCount({ onCount }: { onCount: (unread: number) => void }) {
  const { data } = useGetNotificationsQuery(undefined, { pollingInterval: POLL_MS });
  const unread = data?.unread ?? 0;
  useEffect(() => onCount(unread), [unread, onCount]);
  return null;
}

/** The unread count on the bell's icon. */
export function UnreadBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge badgeContent={count} color="error" max={Number.MAX_SAFE_INTEGER}>
      {children}
    </Badge>
  );
}
