import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetReferenceQuery } from '@/shared/api/reference-api';
import type { RegistrationPeriod } from '@/shared/contract/main/producer-registrations';
import { ruleFor } from '@/shared/contract/reference';
import { DocumentList } from '@/shared/services/document-list';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { ProcessStatusChip } from '@/shared/services/status-chip';
import { Timeline } from '@/shared/services/timeline';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { useGetRegistrationQuery } from '../api/registrations-api';
import { BrandRegistrations } from './brand-registrations';
import { RegistrationData } from './registration-data';
import { RegistrationReports } from './registration-reports';
import { periodLabel } from './period-label';
import { SectionCard } from '@/shared/ui/section-card';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { lazyDialog, useDialogSubject } from '@/shared/ui/lazy-dialog';

/**
 * The period report dialog (quantities form, MUI's dialog) is a chunk of its own, not part of the
 * registration page's navigation (route weight, issue 21 part 7): hover, focus or touch of a
 * period's report button starts the download; a click waits for it. A failed download is thrown to
 * the route's error screen, as a page's failed chunk is.
 */
const { Dialog: PeriodReportDialog, prefetch: prefetchReportDialog } = lazyDialog(() =>
  import(/* webpackChunkName: "period-report-dialog" */ './report-dialog').then(
    (m) => m.PeriodReportDialog,
  ),
);

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
  // UX-2: this registration or none (never the previous one while this one loads).
  const {
    currentData: registration,
    error,
    refetch,
  } = useGetRegistrationQuery(
    { companyId, processId },
    { pollingInterval: POLL_MS, skipPollingIfUnfocused: true },
  );
  const { data: reference, isLoading: referenceLoading } = useGetReferenceQuery();
  const [reporting, setReporting] = useState<RegistrationPeriod | null>(null);
  const reported = useDialogSubject(reporting);
  const permissions = useServicePermissions();

  if (error && !registration) {
    return <QueryErrorAlert error={error} onRetry={() => refetch()} />;
  }
  // The number shows with its register's label ("GLN 9008…"), not without it first.
  if (!registration || referenceLoading)
    return <LoadingBlock height={320} label={t('registrations.view.loading')} />;

  const rule = reference
    ? ruleFor(reference, registration.country, registration.stream)
    : undefined;
  const label = rule?.registrationNumber?.label ?? '';
  const titleOf = (p: RegistrationPeriod) =>
    `${periodLabel(p.id, i18n.language, t)}${p.audience ? ` (${t(`registrations.audiences.${p.audience}`)})` : ''}`;

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
          <RegistrationData companyId={companyId} registration={registration} />
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
      <RegistrationReports
        companyId={companyId}
        processId={processId}
        registration={registration}
        permissions={permissions}
        titleOf={titleOf}
        onReport={setReporting}
        prefetchReport={prefetchReportDialog}
      />
      <SectionCard title={t('registrations.view.documents')}>
        <DocumentList
          companyId={companyId}
          processId={processId}
          documents={registration.documents}
        />
      </SectionCard>
      {reported && (
        <PeriodReportDialog
          open={reporting !== null}
          registration={registration}
          period={reported}
          title={titleOf(reported)}
          onClose={() => setReporting(null)}
        />
      )}
    </Stack>
  );
}
