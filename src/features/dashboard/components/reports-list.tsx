import { useTranslation } from 'react-i18next';
import type { Report } from '@/shared/contract/main/reports';
import { formatDate } from '@/shared/i18n/format';
import { deadlineLabel } from '@/shared/i18n/reference-texts';
import { RecordList } from '@/shared/ui/record-list';

/** The reports filed, as a table (a list of cards on a phone): `ReportsBlock`'s lazy part. */
export function ReportsList({ reports }: { reports: Report[] }) {
  const { t, i18n } = useTranslation(['compliance', 'reference']);
  return (
    <RecordList
      label={t('compliance:reports.heading')}
      rows={reports}
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
  );
}
