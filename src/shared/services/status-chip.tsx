import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ProcessStatus } from '@/shared/contract/main/processes';
import type { ReportState } from '@/shared/contract/main/service-common';

const PROCESS_COLOURS: Record<ProcessStatus, ChipProps['color']> = {
  draft: 'default',
  submitted: 'info',
  active: 'success',
  completed: 'success',
  cancelled: 'default',
};

/** A process's status: text and colour, never colour alone. */
export function ProcessStatusChip({
  status,
  size = 'small',
  sx,
}: {
  status: ProcessStatus;
  size?: ChipProps['size'];
  sx?: ChipProps['sx'];
}) {
  const { t } = useTranslation('services');
  return (
    <Chip
      size={size}
      color={PROCESS_COLOURS[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
      sx={sx}
    />
  );
}

const REPORT_COLOURS: Record<ReportState | 'available', ChipProps['color']> = {
  filed: 'success',
  overdue: 'error',
  open: 'warning',
  upcoming: 'default',
  available: 'info',
};

/** Where a report stands: filed, overdue, due (open), upcoming, or possible at any time. */
export function ReportStateChip({ state }: { state: ReportState | 'available' }) {
  const { t } = useTranslation('services');
  return <Chip size="small" color={REPORT_COLOURS[state]} label={t(`reportState.${state}`)} />;
}
