import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { type NIE_TIMELINE, type NieNifApplication } from '@/shared/contract/main/nie-nif';
import { formatDate } from '@/shared/i18n/format';
import { DocumentList } from '@/shared/services/document-list';
import { ProcessStatusChip } from '@/shared/services/status-chip';
import { Timeline } from '@/shared/services/timeline';
import { SectionCard } from '@/shared/ui/section-card';

/** NIE-1: a submitted application: its status and timeline, the issued NIF and the documents. */
export function Progress({ application }: { application: NieNifApplication }) {
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
