import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Licence, LicenceReport, ScheduledReport } from '@/shared/contract/main/licences';
import { DocumentList } from '@/shared/services/document-list';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { ProcessStatusChip } from '@/shared/services/status-chip';
import { Timeline } from '@/shared/services/timeline';
import { PageFrame } from '@/shared/ui/page-frame';
import { ReasonedButton } from '@/shared/ui/reasoned-button';
import { useGetLicenceQuery } from '../api/licensing-api';
import { useLicensingSection } from '../components/licensing-country';
import { CompletenessAlert } from '../components/completeness-alert';
import { LicenceQuantities } from '../components/licence-quantities';
import { LicenceReports } from '../components/licence-reports';
import { saveLucidAid } from '../components/lucid-export';
import { SectionCard } from '@/shared/ui/section-card';
import { lazyDialog, useDialogSubject } from '@/shared/ui/lazy-dialog';

/**
 * The report dialog (quantities form, product-list import, unit switch, MUI's dialog) is a chunk of
 * its own, not part of the licence page's navigation (route weight, issue 21 part 7): hover, focus
 * or touch of a report's file button starts the download; a click waits for it. A failed download
 * is thrown to the route's error screen, as a page's failed chunk is.
 */
const { Dialog: ReportDialog, prefetch: prefetchReportDialog } = lazyDialog(() =>
  import(/* webpackChunkName: "licence-report-dialog" */ '../components/report-dialog').then(
    (m) => m.ReportDialog,
  ),
);

/** The route's loader comes with the page, in its chunk. */
export { licenceLoader } from './licence-loader';

/** LIC-3: a licence with its timeline, quantities and price, reports and deadlines, documents. */
export function Component() {
  const { t } = useTranslation('services');
  const section = useLicensingSection();
  const { processId = '' } = useParams();
  const { hash } = useLocation();
  // UX-2: this licence or none (never the previous licence while this one loads).
  const { currentData: licence } = useGetLicenceQuery({
    companyId: section.companyId,
    processId,
  });
  const [reporting, setReporting] = useState<ScheduledReport | null>(null);
  const reported = useDialogSubject(reporting);
  const permissions = useServicePermissions();
  const sectionTitle = t(`licensing.title.${section.segment}`);

  useEffect(() => {
    if (licence && hash === '#reports') document.getElementById('reports')?.scrollIntoView();
  }, [licence, hash]);

  if (!licence) {
    return (
      <PageFrame
        title={sectionTitle}
        crumbs={[
          { label: sectionTitle, to: section.index },
          { label: t('licensing.licence.loading') },
        ]}
      >
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      </PageFrame>
    );
  }

  const title = licence.year
    ? t(`licensing.licence.title.${section.segment}`, { year: licence.year })
    : sectionTitle;
  const reportTitle = (slot: Pick<ScheduledReport, 'kind' | 'period'>) =>
    slot.kind === 'period'
      ? t('licensing.reports.period', { period: slot.period })
      : t(`licensing.reports.kinds.${slot.kind}`);

  const exportLucid = (report: Pick<LicenceReport, 'kind' | 'quantities'>) =>
    saveLucidAid(licence, report, t);
  const latestReport = [...licence.reports]
    .sort((a, b) => a.filedAt.localeCompare(b.filedAt))
    .at(-1);

  return (
    <PageFrame
      title={title}
      subtitle={
        licence.reference
          ? t('licensing.licence.reference', { reference: licence.reference })
          : undefined
      }
      crumbs={[{ label: sectionTitle, to: section.index }, { label: title }]}
      actions={
        licence.status === 'draft' ? (
          <ReasonedButton
            variant="contained"
            to={section.wizard(licence.id)}
            reason={permissions.order.reason}
            explainedBy={permissions.noticeId}
          >
            {t('licensing.index.continue')}
          </ReasonedButton>
        ) : licence.country === 'DE' ? (
          <Button
            variant="outlined"
            startIcon={<FileDownload />}
            onClick={() =>
              exportLucid(latestReport ?? { kind: 'planned', quantities: licence.quantities })
            }
            aria-describedby="lucid-aid-note"
          >
            {t('licensing.licence.exportCsv')}
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={3}>
        <ServicePermissionNotice {...permissions} />
        {licence.completeness && <CompletenessAlert completeness={licence.completeness} />}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <SectionCard title={t('licensing.licence.status')}>
              <Stack spacing={1}>
                <ProcessStatusChip
                  status={licence.status}
                  size="medium"
                  sx={{ alignSelf: 'flex-start' }}
                />
                <Timeline
                  steps={licence.timeline}
                  label={t('licensing.licence.timeline')}
                  stepLabel={(step) =>
                    t(`licensing.timeline.${step as Licence['timeline'][number]['step']}`)
                  }
                />
              </Stack>
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <LicenceQuantities licence={licence} />
          </Grid>
        </Grid>

        {licence.status !== 'draft' && (
          <LicenceReports
            licence={licence}
            reportTitle={reportTitle}
            permissions={permissions}
            onFile={setReporting}
            prefetchFile={prefetchReportDialog}
            exportLucid={exportLucid}
          />
        )}

        <SectionCard title={t('licensing.licence.documents')}>
          <DocumentList
            companyId={licence.companyId}
            processId={licence.id}
            documents={licence.documents}
          />
        </SectionCard>
      </Stack>
      {reported && (
        <ReportDialog
          open={reporting !== null}
          licence={licence}
          kind={reported.kind}
          period={reported.period}
          title={reportTitle(reported)}
          reportTitle={reportTitle}
          onClose={() => setReporting(null)}
        />
      )}
    </PageFrame>
  );
}
