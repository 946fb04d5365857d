import { useTranslation } from 'react-i18next';
import type { AffiliationStatus } from '@/shared/contract/account/access';
import { StatusChip } from '@/shared/ui/status-chip';

const TONES = { pending: 'warning', active: 'success', revoked: 'neutral' } as const;

/** An affiliation's status as text and colour; a pending one waits for the adviser firm. */
export function AffiliationStatusChip({
  status,
  forAdviser = false,
}: {
  status: AffiliationStatus;
  /** Seen by the adviser firm itself: pending means waiting for its answer. */
  forAdviser?: boolean;
}) {
  const { t } = useTranslation('advisers');
  const label =
    status === 'pending' && forAdviser ? t('status.pendingForAdviser') : t(`status.${status}`);
  return <StatusChip label={label} tone={TONES[status]} />;
}
