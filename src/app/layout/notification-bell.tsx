import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useGetNotificationsQuery } from '@/features/reminders/api';
import { companyPaths } from '@/shared/paths';

/** How often the bell asks for new notifications (the scheduler runs every few minutes). */
const POLL_MS = 5 * 60 * 1000;

/** REM-1: the bell of the top bar: the unread count, a link to the notifications. */
export function NotificationBell({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { data } = useGetNotificationsQuery(undefined, { pollingInterval: POLL_MS });
  const unread = data?.unread ?? 0;
  return (
    <IconButton
      component={RouterLink}
      to={companyPaths(companyId).notifications}
      aria-label={
        unread > 0 ? t('notificationBell.unread', { count: unread }) : t('notificationBell.label')
      }
    >
      {/* Without unread ones no badge at all: its hidden "0" would be text outside the name. */}
      {unread > 0 ? (
        <Badge badgeContent={unread} color="error" max={Number.MAX_SAFE_INTEGER}>
          <NotificationsIcon />
        </Badge>
      ) : (
        <NotificationsIcon />
      )}
    </IconButton>
  );
}
