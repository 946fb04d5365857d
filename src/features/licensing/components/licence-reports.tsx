import { useTranslation } from 'react-i18next';
import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Licence, LicenceReport, ScheduledReport } from '@/shared/contract/main/licences';
import { formatDate } from '@/shared/i18n/format';
import { formatQuantity } from '@/shared/i18n/quantity';
import type { useServicePermissions } from '@/shared/services/service-permissions';
import { ReportStateChip } from '@/shared/services/status-chip';
import { ReasonedButton } from '@/shared/ui/reasoned-button';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { RecordList } from '@/shared/ui/record-list';
import { SectionCard } from '@/shared/ui/section-card';

const FILEABLE = ['available', 'open', 'overdue'];

/**
 * The licence's reports: what is due when, with "File" where it can be filed, and the history of
 * filed reports (German ones with their LUCID reading aid).
 */
export function LicenceReports({
  licence,
  reportTitle,
  permissions,
  onFile,
  prefetchFile,
  exportLucid,
}: {
  licence: Licence;
  reportTitle: (slot: Pick<ScheduledReport, 'kind' | 'period'>) => string;
  permissions: ReturnType<typeof useServicePermissions>;
  onFile: (report: ScheduledReport) => void;
  /** Starts the download of the report dialog (hover, focus or touch of a file button). */
  prefetchFile: () => void;
  exportLucid: (report: Pick<LicenceReport, 'kind' | 'quantities'>) => void;
}) {
  const { t, i18n } = useTranslation('services');
  return (
    <SectionCard id="reports" title={t('licensing.reports.title')}>
      {licence.schedule.length === 0 ? (
        <Typography color="text.secondary">{t('licensing.reports.none')}</Typography>
      ) : (
        <RecordList
          rowKey={(row) => row.id}
          label={t('licensing.reports.title')}
          rows={licence.schedule.map((s) => ({ ...s, id: `${s.kind}-${s.period ?? ''}` }))}
          columns={[
            {
              id: 'report',
              header: t('licensing.reports.report'),
              cell: (s) => reportTitle(s),
            },
            {
              id: 'due',
              header: t('licensing.reports.due'),
              cell: (s) =>
                s.dueDate ? formatDate(s.dueDate, i18n.language) : t('licensing.reports.anyTime'),
            },
            {
              id: 'state',
              header: t('licensing.reports.state'),
              cell: (s) => <ReportStateChip state={s.state} />,
            },
            {
              id: 'action',
              header: t('licensing.reports.action'),
              cell: (s) =>
                licence.status === 'active' && FILEABLE.includes(s.state) ? (
                  <ReasonedButton
                    size="small"
                    variant="outlined"
                    onClick={() => onFile(s)}
                    {...prefetchProps(prefetchFile)}
                    reason={permissions.report.reason}
                    explainedBy={permissions.noticeId}
                    aria-label={t('licensing.reports.fileLabel', { report: reportTitle(s) })}
                  >
                    {t('licensing.reports.fileShort')}
                  </ReasonedButton>
                ) : null,
            },
          ]}
        />
      )}
      {licence.reports.length > 0 && (
        <>
          <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
            {t('licensing.reports.history')}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
            {[...licence.reports].reverse().map((r) => (
              <li key={r.id}>
                <Typography variant="body2" component="span">
                  {t('licensing.reports.filedOn', {
                    report: reportTitle(r),
                    date: formatDate(r.filedAt, i18n.language),
                    kg: formatQuantity(
                      Object.values(r.quantities).reduce((sum, kg) => sum + (kg ?? 0), 0),
                      i18n.language,
                    ),
                  })}
                </Typography>
                {licence.country === 'DE' && (
                  <Button
                    size="small"
                    startIcon={<FileDownload />}
                    onClick={() => exportLucid(r)}
                    aria-label={t('licensing.lucid.reportLabel', {
                      report: reportTitle(r),
                      date: formatDate(r.filedAt, i18n.language),
                    })}
                    sx={{ ml: 1 }}
                  >
                    {t('licensing.lucid.reportButton')}
                  </Button>
                )}
              </li>
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
