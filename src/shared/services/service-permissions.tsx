import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  useCompanyPermissions,
  type PermissionView,
} from '@/shared/permissions/use-company-permission';

export interface ServicePermissions {
  /** Ordering a service, continuing or discarding its draft (the table's `editCompliance`). */
  order: PermissionView;
  /** Filing a report of a running service (the table's `fileReports`). */
  report: PermissionView;
  /** The id of the page's notice, which the disabled controls point at (`explainedBy`). */
  noticeId: string;
}

/**
 * What the user may do with the current company's services, by the permission table the main
 * API enforces (a member orders nothing; an adviser's affiliation decides): the screens leave an
 * order form out and disable the other actions, with one notice that says why.
 */
export function useServicePermissions(): ServicePermissions {
  const can = useCompanyPermissions();
  const noticeId = useId();
  return { order: can('editCompliance'), report: can('fileReports'), noticeId };
}

/** The page's one explanation of the service actions closed to this user; nothing when none is. */
export function ServicePermissionNotice({ order, report, noticeId }: ServicePermissions) {
  const { t } = useTranslation('services');
  const closed = (
    [
      ['order', order],
      ['report', report],
    ] as const
  ).filter(([, view]) => view.reason !== null);
  if (closed.length === 0) return null;
  return (
    <Alert severity="info" role="note" id={noticeId}>
      {/* AlertTitle's look (medium weight, pulled up to the icon) without its module (HOUSE-6). */}
      <Typography component="div" sx={{ fontWeight: 'fontWeightMedium', mt: '-2px', mb: '0.35em' }}>
        {t('permissions.title')}
      </Typography>
      {closed.map(([action, view]) => (
        <div key={action}>{t(`permissions.${action}`, { reason: view.reason })}</div>
      ))}
    </Alert>
  );
}
