import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Report } from '@/shared/contract/main/reports';
import { formatDate } from '@/shared/i18n/format';
import { deadlineLabel } from '@/shared/i18n/reference-texts';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { RecordList } from '@/shared/ui/record-list';
import { Block } from './country-block';
import { prefetchReportForm } from './report-dialog';

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
  const { t, i18n } = useTranslation(['dashboard', 'compliance', 'reference', 'common']);
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
        <RecordList
          label={t('compliance:reports.heading')}
          rows={reports.currentData}
          rowKey={(r) => r.id}
          columns={[
            {
              id: 'due',
              header: t('compliance:reports.due'),
              cell: (r) => formatDate(r.dueDate, i18n.language),
            },
            {
              id: 'deadline',
              header: t('compliance:reports.deadline'),
              cell: (r) => deadlineLabel(t, r.ruleId),
            },
            {
              id: 'filedAt',
              header: t('compliance:reports.filedAt'),
              cell: (r) => formatDate(r.filedAt, i18n.language),
            },
            {
              id: 'reference',
              header: t('compliance:reports.reference'),
              cell: (r) => r.reference ?? '–',
            },
          ]}
        />
      )}
    </Block>
  );
}
