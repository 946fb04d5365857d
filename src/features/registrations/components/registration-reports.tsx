import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useErrorMessage } from '@/shared/api/error-message';
import type {
  ProducerRegistration,
  RegistrationPeriod,
} from '@/shared/contract/main/producer-registrations';
import { formatDate } from '@/shared/i18n/format';
import type { useServicePermissions } from '@/shared/services/service-permissions';
import { ReportStateChip } from '@/shared/services/status-chip';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { ReasonedButton } from '@/shared/ui/reasoned-button';
import { RecordList } from '@/shared/ui/record-list';
import { SectionCard } from '@/shared/ui/section-card';
import { showToast } from '@/shared/ui/toast';
import { useFileRegistrationReportMutation } from '../api/registrations-api';

const key = (p: RegistrationPeriod) => `${p.id}-${p.audience ?? ''}`;

/**
 * The registration's reports per period: due date and state, "Report" and "Nothing to report" for
 * an open or overdue period, and what was filed.
 */
export function RegistrationReports({
  companyId,
  processId,
  registration,
  permissions,
  titleOf,
  onReport,
  prefetchReport,
}: {
  companyId: string;
  processId: string;
  registration: ProducerRegistration;
  permissions: ReturnType<typeof useServicePermissions>;
  titleOf: (p: RegistrationPeriod) => string;
  onReport: (p: RegistrationPeriod) => void;
  /** Starts the download of the report dialog (hover, focus or touch of a report button). */
  prefetchReport: () => void;
}) {
  const { t, i18n } = useTranslation(['services', 'common']);
  const errorMessage = useErrorMessage();
  const [fileReport] = useFileRegistrationReportMutation();
  const [zeroing, setZeroing] = useState<string | null>(null);
  const { report, noticeId } = permissions;

  const zeroReport = async (period: RegistrationPeriod) => {
    setZeroing(key(period));
    const result = await fileReport({
      companyId,
      processId,
      report: { period: period.id, audience: period.audience, zero: true, quantities: {} },
    });
    setZeroing(null);
    if ('error' in result)
      void showToast(
        `${t('registrations.reports.zeroFailed')} ${errorMessage(result.error)}`,
        'error',
      );
    else
      void showToast(t('registrations.reports.zeroFiled', { period: titleOf(period) }), 'success');
  };

  return (
    <SectionCard title={t('registrations.reports.title')}>
      {registration.reportingUnverified ? (
        <Typography color="text.secondary" data-testid="reporting-unverified">
          {t('registrations.reports.scheduleUnverified')}{' '}
          <Chip size="small" variant="outlined" label={t('registrations.reports.unverified')} />
        </Typography>
      ) : registration.status !== 'active' ? (
        <Typography color="text.secondary">
          {t('registrations.reports.afterRegistration')}
        </Typography>
      ) : (
        <RecordList
          rowKey={(row) => row.id}
          label={t('registrations.reports.title')}
          rows={registration.periods.map((period) => ({ id: key(period), period }))}
          columns={[
            {
              id: 'period',
              header: t('registrations.reports.period'),
              cell: ({ period: p }) => titleOf(p),
            },
            {
              id: 'due',
              header: t('registrations.reports.due'),
              cell: ({ period: p }) => formatDate(p.dueDate, i18n.language),
            },
            {
              id: 'state',
              header: t('registrations.reports.state'),
              cell: ({ period: p }) => <ReportStateChip state={p.state} />,
            },
            {
              id: 'action',
              header: t('registrations.reports.action'),
              cell: ({ period: p }) =>
                p.state === 'open' || p.state === 'overdue' ? (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <ReasonedButton
                      size="small"
                      variant="outlined"
                      onClick={() => onReport(p)}
                      {...prefetchProps(prefetchReport)}
                      reason={report.reason}
                      explainedBy={noticeId}
                      aria-label={t('registrations.reports.reportLabel', { period: titleOf(p) })}
                    >
                      {t('registrations.reports.report')}
                    </ReasonedButton>
                    <ReasonedButton
                      size="small"
                      onClick={() => void zeroReport(p)}
                      disabled={zeroing === key(p)}
                      aria-busy={zeroing === key(p)}
                      reason={report.reason}
                      explainedBy={noticeId}
                      aria-label={t('registrations.reports.zeroLabel', { period: titleOf(p) })}
                    >
                      {t('registrations.reports.zero')}
                    </ReasonedButton>
                  </Stack>
                ) : p.report ? (
                  <Typography variant="body2">
                    {p.report.zero
                      ? t('registrations.reports.wasZero')
                      : t('registrations.reports.filedOn', {
                          date: formatDate(p.report.filedAt, i18n.language),
                        })}
                  </Typography>
                ) : null,
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
