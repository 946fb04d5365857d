import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { quoteFees } from '@/domain/pricing';
import { useGetPricesQuery, useGetProcessesQuery } from '@/shared/api/processes-api';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { type NIE_TIMELINE, type NieNifApplication } from '@/shared/contract/main/nie-nif';
import { servicePriceFor } from '@/shared/contract/main/prices';
import { formatDate } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { DocumentList } from '@/shared/services/document-list';
import { QuoteSummary } from '@/shared/services/quote-summary';
import { useQuoteParties } from '@/shared/services/use-quote-parties';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { ProcessStatusChip } from '@/shared/services/status-chip';
import { Timeline } from '@/shared/services/timeline';
import { PageFrame } from '@/shared/ui/page-frame';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { useGetNieNifApplicationQuery } from '../api';
import { DetailsForm } from '../details-form';
import { DocumentsSection } from '../documents-section';
import { SectionCard } from '@/shared/ui/section-card';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';

/** While the tax office works, the page looks again every 10 seconds. */
const POLL_MS = 10_000;

function Progress({ application }: { application: NieNifApplication }) {
  const { t, i18n } = useTranslation('services');
  const { companyId = '' } = useCurrentCompany();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard title={t('nieNif.status.title')}>
          <Stack spacing={2}>
            <ProcessStatusChip
              status={application.status}
              size="medium"
              sx={{ alignSelf: 'flex-start' }}
            />
            {application.nif ? (
              <Alert severity="success">
                <Typography>{t('nieNif.status.nifIssued')}</Typography>
                <Typography variant="h3" component="p" data-testid="nif">
                  {application.nif}
                </Typography>
              </Alert>
            ) : (
              <Typography>{t('nieNif.status.waiting')}</Typography>
            )}
            {application.signatoryNif && (
              <Typography data-testid="signatory-nif">
                {t('nieNif.status.signatoryNif')} {application.signatoryNif}
              </Typography>
            )}
            <Timeline
              steps={application.timeline}
              label={t('nieNif.status.timeline')}
              stepLabel={(step) => t(`nieNif.timeline.${step as (typeof NIE_TIMELINE)[number]}`)}
            />
          </Stack>
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={3}>
          <SectionCard title={t('nieNif.status.documents')}>
            <DocumentList
              companyId={companyId}
              processId={application.id}
              documents={application.issuedDocuments}
            />
          </SectionCard>
          <SectionCard title={t('nieNif.status.uploaded')}>
            <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
              {application.documents.map((d) => (
                <li key={d.id}>
                  <Typography variant="body2">
                    {t(`nieNif.documents.kinds.${d.kind}.title`)}: {d.fileName} (
                    {formatDate(d.uploadedAt, i18n.language)})
                  </Typography>
                </li>
              ))}
            </Stack>
          </SectionCard>
        </Stack>
      </Grid>
    </Grid>
  );
}

/** NIE-1: the Spanish tax number for the company, from application to issued NIF. */
export function Component() {
  const { t } = useTranslation(['services', 'common', 'dashboard']);
  const { companyId = '' } = useCurrentCompany();
  // UX-2: this company's processes and application or none (never the previous company's).
  const { currentData: processes, error, refetch } = useGetProcessesQuery(companyId);
  const { data: prices } = useGetPricesQuery();
  const current = processes?.find(
    (p) => p.service === 'nie-nif-application' && p.status !== 'cancelled',
  );
  const { currentData: application } = useGetNieNifApplicationQuery(
    { companyId, processId: current?.id ?? '' },
    { skip: !current, pollingInterval: current?.status === 'submitted' ? POLL_MS : 0 },
  );
  const title = t('nieNif.title');
  const permissions = useServicePermissions();
  const price = prices ? servicePriceFor(prices, 'nie-nif-application') : undefined;
  const parties = useQuoteParties(prices);

  let content;
  if (error && !processes) {
    content = <QueryErrorAlert error={error} onRetry={() => refetch()} />;
  } else if (!processes || (current && !application)) {
    content = <LoadingBlock height={320} label={t('nieNif.loading')} />;
  } else if (application && application.status !== 'draft') {
    content = <Progress application={application} />;
  } else {
    content = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {permissions.order.reason ? (
            <ServicePermissionNotice {...permissions} />
          ) : (
            <Stack spacing={3}>
              <SectionCard title={t('nieNif.details.title')}>
                <DetailsForm application={application} />
              </SectionCard>
              {application ? (
                <SectionCard title={t('nieNif.documents.title')}>
                  <DocumentsSection application={application} />
                </SectionCard>
              ) : (
                <Typography color="text.secondary">{t('nieNif.documents.afterDetails')}</Typography>
              )}
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <SectionCard title={t('nieNif.price')}>
            {price && parties && (
              <QuoteSummary
                quote={quoteFees(price, [['application', 1]], parties)}
                itemLabel={(item) => t(`fees.${item as 'application'}`)}
              />
            )}
          </SectionCard>
        </Grid>
      </Grid>
    );
  }

  return (
    <PageFrame
      title={title}
      subtitle={t('nieNif.intro')}
      crumbs={[
        { label: t('dashboard:title'), to: companyPaths(companyId).dashboard },
        { label: title },
      ]}
    >
      {content}
    </PageFrame>
  );
}
