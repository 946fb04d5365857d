import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { AffiliationStatus } from '@/shared/contract/account/access';

const COLOURS = { pending: 'warning', active: 'success', revoked: 'default' } as const;

/** An affiliation's status as text and colour. */
export function AffiliationStatusChip({ status }: { status: AffiliationStatus }) {
  const { t } = useTranslation('advisers');
  return <Chip size="small" color={COLOURS[status]} label={t(`status.${status}`)} />;
}
