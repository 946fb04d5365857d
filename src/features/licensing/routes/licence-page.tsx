import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { saveContent } from '@/shared/lib/download';
import type { Licence, LicenceReport, ScheduledReport } from '@/shared/contract/main/licences';
import { materialsOf } from '@/shared/contract/main/packaging-materials';
import { formatDate } from '@/shared/i18n/format';
import { formatQuantity } from '@/shared/i18n/quantity';
import { DocumentList } from '@/shared/services/document-list';
import { QuoteSummary } from '@/shared/services/quote-summary';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { ProcessStatusChip, ReportStateChip } from '@/shared/services/status-chip';
import { Timeline } from '@/shared/services/timeline';
import { PageFrame } from '@/shared/ui/page-frame';
import { ReasonedButton } from '@/shared/ui/reasoned-button';
import { RecordList } from '@/shared/ui/record-list';
import { useGetLicenceQuery } from '../api';
import { useLicensingSection } from '../licensing-country';
import { lucidCsv } from '../lucid-csv';
import { ReportDialog } from '../report-dialog';
import { quoteItemLabel } from '../wizard/quantities-step';
import { SectionCard } from '@/shared/ui/section-card';

/** The route's loader comes with the page, in its chunk. */
export { licenceLoader } from '../licence-loader';

const FILEABLE = ['available', 'open', 'overdue'];

/** LIC-3: a licence with its timeline, quantities and price, reports and deadlines, documents. */
export function Component() {
  const { t, i18n } = useTranslation('services');
  const section = useLicensingSection();
  const { processId = '' } = useParams();
  const { hash } = useLocation();
  // UX-2: this licence or none (never the previous licence while this one loads).
  const { currentData: licence } = useGetLicenceQuery({
    companyId: section.companyId,
    processId,
  });
  const [reporting, setReporting] = useState<ScheduledReport | null>(null);
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
  const materials = materialsOf(licence.country, licence.austria?.scope ?? null).filter(
    (m) => (licence.quantities[m] ?? 0) > 0,
  );
  const reportTitle = (slot: Pick<ScheduledReport, 'kind' | 'period'>) =>
    slot.kind === 'period'
      ? t('licensing.reports.period', { period: slot.period })
      : t(`licensing.reports.kinds.${slot.kind}`);

  // LUCID-1: a German report as a reading aid for typing into LUCID (the latest filed report from
  // the page's header, any filed report from the history).
  const latestReport = [...licence.reports]
    .sort((a, b) => a.filedAt.localeCompare(b.filedAt))
    .at(-1);
  const exportLucid = (report: Pick<LicenceReport, 'kind' | 'quantities'>) => {
    const csv = lucidCsv(
      {
        lucidNumber: licence.lucidNumber,
        year: licence.year ?? new Date().getFullYear(),
        kind: report.kind,
        quantities: report.quantities,
      },
      {
        title: t('licensing.lucid.title'),
        note: t('licensing.lucid.note'),
        field: t('licensing.lucid.field'),
        lucidField: t('licensing.lucid.lucidField'),
        value: t('licensing.lucid.value'),
        code: t('licensing.csv.code'),
        fieldName: (field) => t(`licensing.lucid.fields.${field}`),
        materialName: (m) => t(`licensing.materials.${m}`),
        kindName: (kind) => t(`licensing.reports.kinds.${kind}`),
        systemValue: t('licensing.lucid.systemValue'),
      },
    );
    saveContent(
      csv,
      `lucid-reading-aid-${licence.year}-${report.kind}-${licence.lucidNumber ?? licence.id}.csv`,
      'text/csv;charset=utf-8',
    );
  };

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
        {licence.completeness?.required && (
          <Alert severity="warning">
            <AlertTitle>
              {t('licensing.completeness.title', { year: licence.completeness.year })}
            </AlertTitle>
            {t('licensing.completeness.text', {
              year: licence.completeness.year,
              date: formatDate(licence.completeness.dueDate, i18n.language),
            })}
            <ul>
              {licence.completeness.groups
                .filter((g) => g.reached)
                .map((g) => (
                  <li key={g.id}>
                    {t(`licensing.completeness.groups.${g.id}`, {
                      kg: formatQuantity(g.kg, i18n.language),
                      threshold: formatQuantity(g.thresholdKg, i18n.language),
                    })}
                  </li>
                ))}
            </ul>
          </Alert>
        )}
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
            <SectionCard title={t('licensing.licence.quantities')}>
              <Grid container spacing={3}>
                <Grid size={{ xs: 12, lg: 6 }}>
                  <Table size="small" aria-label={t('licensing.licence.quantities')}>
                    <TableBody>
                      {licence.lucidNumber && (
                        <TableRow>
                          <TableCell component="th" scope="row">
                            {t('licensing.registration.lucid')}
                          </TableCell>
                          <TableCell align="right">{licence.lucidNumber}</TableCell>
                        </TableRow>
                      )}
                      {materials.map((m) => (
                        <TableRow key={m}>
                          <TableCell component="th" scope="row">
                            {t(`licensing.materials.${m}`)}
                          </TableCell>
                          <TableCell align="right">
                            {formatQuantity(licence.quantities[m]!, i18n.language)} kg
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                  {licence.country === 'DE' && licence.status !== 'draft' && (
                    <Typography
                      id="lucid-aid-note"
                      variant="body2"
                      color="text.secondary"
                      sx={{ mt: 1 }}
                    >
                      {t('licensing.lucid.pageNote')}
                    </Typography>
                  )}
                  {licence.reportingFrequency && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {t(`licensing.licence.frequency.${licence.reportingFrequency}`)}
                    </Typography>
                  )}
                </Grid>
                <Grid size={{ xs: 12, lg: 6 }}>
                  {licence.quote && (
                    <QuoteSummary
                      quote={licence.quote}
                      perTonne={licence.feeRoute !== 'flatFee'}
                      title={t('licensing.licence.price')}
                      itemLabel={(item) => quoteItemLabel(t, item)}
                    />
                  )}
                </Grid>
              </Grid>
            </SectionCard>
          </Grid>
        </Grid>

        {licence.status !== 'draft' && (
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
                      s.dueDate
                        ? formatDate(s.dueDate, i18n.language)
                        : t('licensing.reports.anyTime'),
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
                          onClick={() => setReporting(s)}
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
        )}

        <SectionCard title={t('licensing.licence.documents')}>
          <DocumentList
            companyId={licence.companyId}
            processId={licence.id}
            documents={licence.documents}
          />
        </SectionCard>
      </Stack>
      {reporting && (
        <ReportDialog
          licence={licence}
          kind={reporting.kind}
          period={reporting.period}
          title={reportTitle(reporting)}
          reportTitle={reportTitle}
          onClose={() => setReporting(null)}
        />
      )}
    </PageFrame>
  );
}
