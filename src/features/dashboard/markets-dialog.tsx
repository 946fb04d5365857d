import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import type { StoredQuickcheck } from '@/shared/contract/main/quickcheck';
import { lazyPart } from '@/shared/ui/lazy-part';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useGetMarketsQuery } from './api';
import { fromMarkets, withQuickcheck } from './markets-draft';

/**
 * The form (MUI's checkboxes, radios, text fields) is a chunk of its own, downloaded when the
 * dialog opens, beside the markets' query: the dashboard's navigation does not carry it (route
 * weight, issue 21 part 7). Until both are there the dialog shows its skeleton, as it did while
 * the markets loaded.
 */
const { Part: MarketsForm, prefetch: prefetchMarketsForm } = lazyPart(() =>
  import(/* webpackChunkName: "markets-form" */ './markets-form').then((m) => m.MarketsForm),
);

const loading = (
  <DialogContent dividers>
    <Skeleton height={200} />
  </DialogContent>
);

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
  useEffect(() => {
    if (open) prefetchMarketsForm();
  }, [open]);
  const prefill = Boolean(data && quickcheck && (applyQuickcheck || data.markets.length === 0));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="markets-title">
      <DialogTitle id="markets-title">{t('markets.title')}</DialogTitle>
      {data ? (
        <Suspense fallback={loading}>
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
        </Suspense>
      ) : error ? (
        <DialogContent dividers>
          <QueryErrorAlert error={error} onRetry={() => refetch()} />
        </DialogContent>
      ) : (
        loading
      )}
    </Dialog>
  );
}
