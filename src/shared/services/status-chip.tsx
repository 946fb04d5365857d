import { useTranslation } from 'react-i18next';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ProcessStatus } from '@/shared/contract/main/processes';
import type { ReportState } from '@/shared/contract/main/service-common';
import { StatusChip, type StatusTone } from '@/shared/ui/status-chip';

const PROCESS_TONES: Record<ProcessStatus, StatusTone> = {
  draft: 'neutral',
  submitted: 'secondary',
  active: 'success',
  completed: 'success',
  cancelled: 'neutral',
};

/** A process's status: the shared status chip with the service's word for it. */
export function ProcessStatusChip({
  status,
  size = 'small',
  sx,
}: {
  status: ProcessStatus;
  size?: 'small' | 'medium';
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}) {
  const { t } = useTranslation('services');
  return (
    <StatusChip label={t(`status.${status}`)} tone={PROCESS_TONES[status]} size={size} sx={sx} />
  );
}

const REPORT_TONES: Record<ReportState | 'available', StatusTone> = {
  filed: 'success',
  overdue: 'error',
  // Something to do now.
  open: 'warning',
  upcoming: 'neutral',
  available: 'secondary',
};

/** Where a report stands: filed, overdue, due (open), upcoming, or possible at any time. */
export function ReportStateChip({ state }: { state: ReportState | 'available' }) {
  const { t } = useTranslation('services');
  return <StatusChip label={t(`reportState.${state}`)} tone={REPORT_TONES[state]} />;
}
