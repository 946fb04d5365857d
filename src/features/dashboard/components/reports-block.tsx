import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Report } from '@/shared/contract/main/reports';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { lazyPart, prefetchProps } from '@/shared/ui/lazy-part';
import { Block } from './country-block';
import { prefetchReportForm } from './report-dialog';

/**
 * The table of reports (MUI's table) is a chunk of its own, drawn once the reports answered
 * (HOUSE-6: not on the country page's navigation); its download starts with the block.
 */
const { Part: ReportsList, prefetch: prefetchReportsList } = lazyPart(() =>
  import(/* webpackChunkName: "reports-list" */ './reports-list').then((m) => m.ReportsList),
);

/** The country page's card of the reports filed, with "Record a report" for who may file. */
export function ReportsBlock({
  reports,
  canRecord,
  onRecord,
}: {
  reports: { currentData?: Report[]; error?: unknown; refetch: () => unknown };
  canRecord: boolean;
  onRecord: () => void;
}) {
  const { t } = useTranslation(['dashboard', 'compliance', 'reference', 'common']);
  useEffect(prefetchReportsList, []);
  return (
    <Block id="reports" heading={t('compliance:reports.heading')}>
      {canRecord && (
        <Button
          variant="outlined"
          sx={{ mb: 2 }}
          onClick={onRecord}
          {...prefetchProps(prefetchReportForm)}
        >
          {t('compliance:reports.record')}
        </Button>
      )}
      {!reports.currentData ? (
        reports.error ? (
          <QueryErrorAlert onRetry={() => reports.refetch()}>
            {t('compliance:reports.failed')}
          </QueryErrorAlert>
        ) : (
          <Skeleton height={100} />
        )
      ) : reports.currentData.length === 0 ? (
        <Typography color="text.secondary">{t('compliance:reports.none')}</Typography>
      ) : (
        <Suspense fallback={<Skeleton height={100} />}>
          <ReportsList reports={reports.currentData} />
        </Suspense>
      )}
    </Block>
  );
}
