import { useTranslation } from 'react-i18next';

import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

import Skeleton from '@mui/material/Skeleton';

import type { StoredQuickcheck } from '@/shared/contract/main/quickcheck';

import { useGetMarketsQuery } from '../api/dashboard-api';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { fromMarkets, withQuickcheck } from './markets-draft';
import { MarketsForm } from './markets-form';

/** Where the company sells which streams: a dialog over the dashboard. */
export function MarketsDialog({
  companyId,
  open,
  quickcheck,
  applyQuickcheck = false,
  onClose,
}: {
  companyId: string;
  open: boolean;
  /** Fills an empty company's markets from the quickcheck the user brought. */
  quickcheck: StoredQuickcheck | null;
  /** The user asked to apply the quickcheck: added to the markets the company has. */
  applyQuickcheck?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('compliance');
  const { data, error, refetch } = useGetMarketsQuery(companyId, { skip: !open });
  const prefill = Boolean(data && quickcheck && (applyQuickcheck || data.markets.length === 0));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="markets-title">
      <DialogTitle id="markets-title">{t('markets.title')}</DialogTitle>
      {data ? (
        <MarketsForm
          companyId={companyId}
          initial={
            prefill && quickcheck
              ? withQuickcheck(fromMarkets(data), quickcheck)
              : fromMarkets(data)
          }
          prefilledFromQuickcheck={prefill}
          onClose={onClose}
        />
      ) : (
        <DialogContent dividers>
          {error ? (
            <QueryErrorAlert error={error} onRetry={() => refetch()} />
          ) : (
            <Skeleton height={200} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
