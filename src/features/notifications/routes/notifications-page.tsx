import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubmitError } from '@/shared/forms/submit-error';
import type { AppNotification } from '@/shared/contract/main/reminders';
import { formatDate } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { ErrorView } from '@/shared/ui/error-view';
import { PageFrame } from '@/shared/ui/page-frame';
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationMutation,
} from '../api';
import { EntryCard } from '../entry-card';

function NotificationCard({
  notification,
  onToggle,
  busy,
}: {
  notification: AppNotification;
  onToggle: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation(['reminders', 'reference']);
  const language = i18n.language;
  const { deadline } = notification;
  const name = deadline
    ? t(`reference:deadlines.${deadline.ruleId}` as never, { defaultValue: deadline.ruleId })
    : '';
  const title =
    notification.kind === 'digest'
      ? t('notifications.digest')
      : notification.kind === 'overdue'
        ? t('notifications.overdue', { deadline: name })
        : notification.daysLeft === 0
          ? t('notifications.dueToday', { deadline: name })
          : t('notifications.dueSoon', { count: notification.daysLeft ?? 0, deadline: name });
  const headingId = `notification-${notification.id}`;
  return (
    <EntryCard
      id={headingId}
      title={title}
      bold={!notification.read}
      mark={
        !notification.read && (
          <Chip size="small" color="primary" label={t('notifications.unread')} />
        )
      }
      sx={{ borderLeft: 4, borderLeftColor: notification.read ? 'divider' : 'primary.main' }}
    >
      {deadline && (
        <Typography variant="body2">
          {[
            notification.companyName,
            t('notifications.meta', {
              place: `${deadline.country} · ${t(`reference:streams.${deadline.stream}`)}`,
              date: formatDate(deadline.dueDate, language),
            }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('notifications.sent', { date: formatDate(notification.createdAt, language) })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={onToggle} disabled={busy}>
          {notification.read ? t('notifications.markUnread') : t('notifications.markRead')}
        </Button>
        {notification.companyId && deadline && (
          <Button
            size="small"
            component={RouterLink}
            to={companyPaths(notification.companyId).deadlines}
          >
            {t('notifications.openDeadlines')}
          </Button>
        )}
      </Stack>
    </EntryCard>
  );
}

/** REM-1: every reminder and digest sent to the user, with its read state. */
export function Component() {
  const { t } = useTranslation('reminders');
  const { companyId = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetNotificationsQuery();
  const [mark, marking] = useMarkNotificationMutation();
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const paths = companyPaths(companyId);

  if (error && !data) return <ErrorView error={error} onRetry={() => void refetch()} dataOfPage />;

  return (
    <PageFrame
      title={t('notifications.title')}
      subtitle={t('notifications.intro')}
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.reminderSettings} variant="outlined">
            {t('notifications.settingsLink')}
          </Button>
          {data && data.unread > 0 && (
            <Button
              variant="contained"
              onClick={() => void markAll()}
              disabled={markingAll.isLoading}
            >
              {t('notifications.markAllRead')}
            </Button>
          )}
        </Stack>
      }
    >
      <Stack spacing={2}>
        <SubmitError
          error={marking.error ?? markingAll.error}
          entries={false}
          onRetry={() =>
            marking.error && marking.originalArgs ? void mark(marking.originalArgs) : void markAll()
          }
        />
        {isLoading || !data ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <>
            <Typography role="status">
              {t('notifications.unreadCount', { count: data.unread })}
            </Typography>
            {data.notifications.length === 0 ? (
              <Alert severity="info">{t('notifications.empty')}</Alert>
            ) : (
              data.notifications.map((n) => (
                <NotificationCard
                  key={n.id}
                  notification={n}
                  busy={marking.isLoading}
                  onToggle={() => void mark({ notificationId: n.id, read: !n.read })}
                />
              ))
            )}
            <Link component={RouterLink} to={paths.changes}>
              {t('changes.title')}
            </Link>
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
