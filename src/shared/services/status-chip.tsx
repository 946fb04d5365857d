import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ProcessStatus } from '@/shared/contract/main/processes';
import type { ReportState } from '@/shared/contract/main/service-common';

const PROCESS_COLOURS: Record<ProcessStatus, ChipProps['color']> = {
  draft: 'default',
  submitted: 'secondary',
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

/**
 * Something to do now: the theme's warning colour darkened, as white text on the main warning
 * colour is below the contrast WCAG asks for small text.
 */
export const DUE_CHIP_SX = { bgcolor: 'warning.dark', color: 'common.white' } as const;

const REPORT_COLOURS: Record<ReportState | 'available', ChipProps['color']> = {
  filed: 'success',
  overdue: 'error',
  open: 'default',
  upcoming: 'default',
  available: 'secondary',
};

/** Where a report stands: filed, overdue, due (open), upcoming, or possible at any time. */
export function ReportStateChip({ state }: { state: ReportState | 'available' }) {
  const { t } = useTranslation('services');
  return (
    <Chip
      size="small"
      color={REPORT_COLOURS[state]}
      variant={state === 'available' || state === 'upcoming' ? 'outlined' : 'filled'}
      label={t(`reportState.${state}`)}
      sx={state === 'open' ? DUE_CHIP_SX : undefined}
    />
  );
}
