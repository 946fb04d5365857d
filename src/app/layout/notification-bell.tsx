import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { companyPaths } from '@/shared/paths';
import { lazyPart } from '@/shared/ui/lazy-part';

// The count (the reminders API and MUI's badge) is not needed for the first paint: the bell shows
// at once, its count when its chunk and the notifications are there (the badge overlays the icon,
// nothing moves).
const loadCount = () => import(/* webpackChunkName: "layout-bell" */ './notification-count');
// Offline (TRUST-17) the bell stays as it is, without a count, until its chunk can be downloaded.
const { Part: UnreadCount } = lazyPart(() => loadCount().then((m) => m.UnreadCount), {
  whileUnavailable: () => null,
});
const { Part: UnreadBadge } = lazyPart(() => loadCount().then((m) => m.UnreadBadge), {
  whileUnavailable: ({ children }) => children,
});

/** REM-1: the bell of the top bar: the unread count, a link to the notifications. */
export function NotificationBell({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const [unread, setUnread] = useState(0);
  const icon = <NotificationsIcon />;
  return (
    <>
      <IconButton
        component={RouterLink}
        to={companyPaths(companyId).notifications}
        aria-label={
          unread > 0 ? t('notificationBell.unread', { count: unread }) : t('notificationBell.label')
        }
      >
        {/* Without unread ones no badge at all: its hidden "0" would be text outside the name. */}
        {unread > 0 ? (
          <Suspense fallback={icon}>
            <UnreadBadge count={unread}>{icon}</UnreadBadge>
          </Suspense>
        ) : (
          icon
        )}
      </IconButton>
      <Suspense fallback={null}>
        <UnreadCount onCount={setUnread} />
      </Suspense>
    </>
  );
}
