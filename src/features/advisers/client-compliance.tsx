import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import { useGetDeadlinesQuery, useGetObligationsQuery } from '@/shared/api/obligations-api';
import type { ProClient } from '@/shared/contract/account/advisers';
import type { ObligationStatus } from '@/shared/contract/main/obligations';
import { formatDate } from '@/shared/i18n/format';

/** What still needs someone's attention; compliant and not applicable do not. */
const OPEN: readonly ObligationStatus[] = [
  'toCheck',
  'actionNeeded',
  'inProgress',
  'reportDue',
  'overdue',
];

/** A client's open obligations (ADV-2); only an active affiliation may read them. */
export function OpenObligations({ client }: { client: ProClient }) {
  const { t } = useTranslation('advisers');
  const { data, isError } = useGetObligationsQuery(client.companyId, {
    skip: client.status !== 'active',
  });
  if (client.status !== 'active') return '—';
  if (isError) return t('workspace.unavailable');
  if (!data) return <Skeleton width={60} />;
  const open = data.obligations.filter((o) => OPEN.includes(o.status));
  const overdue = open.filter((o) => o.status === 'overdue').length;
  return overdue
    ? t('workspace.openWithOverdue', { count: open.length, overdue })
    : t('workspace.open', { count: open.length });
}

/** A client's next deadline not yet met: an overdue one first, else the nearest ahead (ADV-2). */
export function NextDeadline({ client }: { client: ProClient }) {
  const { t, i18n } = useTranslation('advisers');
  const { data, isError } = useGetDeadlinesQuery(client.companyId, {
    skip: client.status !== 'active',
  });
  if (client.status !== 'active') return '—';
  if (isError) return t('workspace.unavailable');
  if (!data) return <Skeleton width={80} />;
  const pending = data.deadlines
    .filter((d) => d.status !== 'done' && d.status !== 'past')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const next =
    pending.find((d) => d.status === 'overdue') ?? pending.find((d) => d.dueDate >= data.asOf);
  if (!next) return t('workspace.noDeadline');
  return t('workspace.nextDeadline', {
    date: formatDate(next.dueDate, i18n.language),
    country: next.country,
    overdue: next.status === 'overdue' ? t('workspace.overdue') : '',
  });
}
