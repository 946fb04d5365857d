import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useErrorMessage } from '@/shared/api/error-message';
import { useGetReferenceQuery } from '@/shared/api/reference-api';
import type { RegistrationPeriod } from '@/shared/contract/main/producer-registrations';
import { ruleFor } from '@/shared/contract/reference';
import { formatDate } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { DocumentList } from '@/shared/services/document-list';
import { QuoteSummary } from '@/shared/services/quote-summary';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { ProcessStatusChip, ReportStateChip } from '@/shared/services/status-chip';
import { Timeline } from '@/shared/services/timeline';
import { ReasonedButton } from '@/shared/ui/reasoned-button';
import { RecordList } from '@/shared/ui/record-list';
import { showToast } from '@/shared/ui/toast';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { useFileRegistrationReportMutation, useGetRegistrationQuery } from './api';
import { BrandRegistrations } from './brand-registrations';
import { periodLabel } from './period-label';
import { PeriodReportDialog } from './report-dialog';
import { SectionCard } from '@/shared/ui/section-card';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';

/** While the register works on the number, the page looks again every 10 seconds. */
const POLL_MS = 10_000;

/** A WEEE or battery registration: status, number, data, price, reports per period, documents. */
export function RegistrationView({
  companyId,
  processId,
}: {
  companyId: string;
  processId: string;
}) {
  const { t, i18n } = useTranslation(['services', 'common']);
  const errorMessage = useErrorMessage();
  // UX-2: this registration or none (never the previous one while this one loads).
  const {
    currentData: registration,
    error,
    refetch,
  } = useGetRegistrationQuery(
    { companyId, processId },
    { pollingInterval: POLL_MS, skipPollingIfUnfocused: true },
  );
  const { data: reference } = useGetReferenceQuery();
  const [fileReport] = useFileRegistrationReportMutation();
  const [reporting, setReporting] = useState<RegistrationPeriod | null>(null);
  const [zeroing, setZeroing] = useState<string | null>(null);
  const permissions = useServicePermissions();
  const { report, noticeId } = permissions;

  if (error && !registration) {
    return <QueryErrorAlert error={error} onRetry={() => refetch()} />;
  }
  if (!registration) return <LoadingBlock height={320} label={t('registrations.view.loading')} />;

  const rule = reference
    ? ruleFor(reference, registration.country, registration.stream)
    : undefined;
  const label = rule?.registrationNumber?.label ?? '';
  const titleOf = (p: RegistrationPeriod) =>
    `${periodLabel(p.id, i18n.language, t)}${p.audience ? ` (${t(`registrations.audiences.${p.audience}`)})` : ''}`;
  const key = (p: RegistrationPeriod) => `${p.id}-${p.audience ?? ''}`;

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

  const data: [string, string][] = [
    [t('registrations.view.brands'), registration.brands.join(', ')],
    [
      t('registrations.view.categories'),
      registration.categories.map((c) => t(`registrations.categories.${c}`)).join(', '),
    ],
    ...(registration.audience
      ? [
          [
            t('registrations.order.audience'),
            t(`registrations.audiences.${registration.audience}`),
          ] as [string, string],
        ]
      : []),
    ...(registration.guarantee && registration.guarantee !== 'notNeeded'
      ? [
          [
            t('registrations.order.guarantee'),
            registration.guarantee === 'own'
              ? (registration.guaranteeProvider ?? '')
              : t('registrations.order.guarantees.platform'),
          ] as [string, string],
        ]
      : []),
    ...(registration.equipmentTypes.length
      ? [
          [
            t('registrations.order.equipmentTypes'),
            registration.equipmentTypes
              .map((type) => t(`registrations.equipmentTypes.${type}`))
              .join(', '),
          ] as [string, string],
        ]
      : []),
    ...(registration.b2bPlausibility
      ? [
          [t('registrations.order.b2bPlausibility'), registration.b2bPlausibility] as [
            string,
            string,
          ],
        ]
      : []),
    ...(registration.guaranteeRenewalDue
      ? [
          [
            t('registrations.view.guaranteeRenewal'),
            formatDate(registration.guaranteeRenewalDue, i18n.language),
          ] as [string, string],
        ]
      : []),
    ...(registration.chemistries.length
      ? [
          [
            t('registrations.order.chemistries'),
            registration.chemistries.map((c) => t(`registrations.chemistries.${c}`)).join(', '),
          ] as [string, string],
        ]
      : []),
    ...(registration.takeBackOrganisation
      ? [[t('registrations.order.takeBack'), registration.takeBackOrganisation] as [string, string]]
      : []),
    ...(registration.representative !== 'notNeeded'
      ? [
          [
            t('registrations.order.representative'),
            registration.representative === 'own'
              ? (registration.representativeName ?? '')
              : t('registrations.order.representatives.platform'),
          ] as [string, string],
        ]
      : []),
  ];

  return (
    <Stack spacing={3}>
      <ServicePermissionNotice {...permissions} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <SectionCard title={t('registrations.view.status')}>
            <Stack spacing={2}>
              <ProcessStatusChip
                status={registration.status}
                size="medium"
                sx={{ alignSelf: 'flex-start' }}
              />
              <div>
                <Typography variant="body2" color="text.secondary">
                  {t('registrations.view.number')}
                </Typography>
                {registration.registrationNumber ? (
                  <Typography variant="h3" component="p" data-testid="registration-number">
                    {`${label} ${registration.registrationNumber}`.trim()}
                  </Typography>
                ) : (
                  <Typography>{t('registrations.view.numberPending')}</Typography>
                )}
              </div>
              <Timeline
                steps={registration.timeline}
                label={t('registrations.view.timeline')}
                stepLabel={(step) =>
                  t(`registrations.timeline.${step as 'ordered' | 'registered'}`)
                }
              />
            </Stack>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionCard title={t('registrations.view.data')}>
            <Table size="small" aria-label={t('registrations.view.data')}>
              <TableBody>
                {data.map(([name, value]) => (
                  <TableRow key={name}>
                    <TableCell component="th" scope="row">
                      {name}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {registration.representativeOrderId && (
              <Button
                size="small"
                sx={{ mt: 1 }}
                component={RouterLink}
                to={companyPaths(companyId).startProcessNext(registration.representativeOrderId)}
              >
                {t('registrations.view.representativeNextSteps')}
              </Button>
            )}
            <Stack sx={{ mt: 2 }}>
              <QuoteSummary
                quote={registration.quote}
                title={t('registrations.order.price')}
                itemLabel={(item) => t(`fees.${item as 'registration'}`)}
              />
            </Stack>
          </SectionCard>
        </Grid>
      </Grid>
      {registration.service === 'weee-de' && (
        <SectionCard title={t('registrations.brands.title')}>
          <BrandRegistrations
            companyId={companyId}
            registration={registration}
            mayEdit={!permissions.order.reason}
          />
        </SectionCard>
      )}
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
                        onClick={() => setReporting(p)}
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
      <SectionCard title={t('registrations.view.documents')}>
        <DocumentList
          companyId={companyId}
          processId={processId}
          documents={registration.documents}
        />
      </SectionCard>
      {reporting && (
        <PeriodReportDialog
          registration={registration}
          period={reporting}
          title={titleOf(reporting)}
          onClose={() => setReporting(null)}
        />
      )}
    </Stack>
  );
}
