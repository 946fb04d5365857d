import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassTop from '@mui/icons-material/HourglassTop';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useErrorMessage } from '@/shared/api/error-message';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { useUpload } from '@/shared/api/use-upload';
import type { FileUpload } from '@/shared/contract/main/service-common';
import {
  representationEndpoints,
  type RepresentationOrder,
} from '@/shared/contract/main/representation';
import { countryName, formatDate } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { sectionById } from '@/shared/sections';
import { DocumentList } from '@/shared/services/document-list';
import { FilePicker } from '@/shared/services/file-picker';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { ProcessStatusChip } from '@/shared/services/status-chip';
import { StatusChip } from '@/shared/ui/status-chip';
import { PageFrame } from '@/shared/ui/page-frame';
import { showToast } from '@/shared/ui/toast';
import { LoadingBlock } from '@/shared/ui/loading-block';
import {
  useGetRepresentationOrderQuery,
  useUploadPowerOfAttorneyMutation,
} from '../api/representation-api';
import { OrderPrice, SignContract } from '../components/representative-parts';
import { streamName } from '@/shared/i18n/stream-name';

/** The route's loader comes with the page, in its chunk. */
export { nextStepsLoader } from './next-steps-loader';

/** While a step is open or the representative has not confirmed, the page looks again every 5 s. */
const POLL_MS = 5_000;

/** The user's open step is what to do now; the representative's is waited for. */
const STEP_TONES = { open: 'warning', waiting: 'secondary', done: 'success' } as const;

type StepState = RepresentationOrder['steps'][number]['state'];

function StepIcon({ state }: { state: StepState }) {
  if (state === 'done') return <CheckCircle color="success" aria-hidden />;
  if (state === 'waiting') return <HourglassTop color="info" aria-hidden />;
  return <RadioButtonUnchecked color="warning" aria-hidden />;
}

/** AME-1: the next steps of an order, each with its state; the page follows them as they complete. */
export function Component() {
  const { t, i18n } = useTranslation(['services', 'dashboard']);
  const errorMessage = useErrorMessage();
  const { processId = '' } = useParams();
  const { companyId = '' } = useCurrentCompany();
  const links = companyPaths(companyId);
  // UX-2: this order or none (never the previous order while this one loads).
  const { currentData: order } = useGetRepresentationOrderQuery({ companyId, processId });
  // Follow the order while it waits for steps; a confirmed order changes no more.
  useGetRepresentationOrderQuery(
    { companyId, processId },
    { pollingInterval: order?.status === 'active' ? 0 : POLL_MS, skipPollingIfUnfocused: true },
  );
  const [upload] = useUploadPowerOfAttorneyMutation();
  const uploader = useUpload(representationEndpoints.uploadPowerOfAttorney);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const title = t('representative.next.title');
  const permissions = useServicePermissions();
  const mayAct = !permissions.order.reason;

  return (
    <PageFrame
      title={title}
      subtitle={t('representative.next.intro')}
      crumbs={[
        { label: t('dashboard:title'), to: links.dashboard },
        // Its order page (UX-5: "start a process" is the launcher of every service).
        { label: t('representative.title'), to: links.section(sectionById('authoriseme').path) },
        { label: title },
      ]}
      actions={order && <ProcessStatusChip status={order.status} size="medium" />}
    >
      {!order ? (
        <LoadingBlock height={320} label={t('representative.next.loading')} />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card component="section" aria-label={t('representative.next.steps')}>
              <CardContent>
                <Typography variant="h2" gutterBottom>
                  {t('representative.next.steps')}
                </Typography>
                {order.status === 'active' && (
                  <Alert severity="success" sx={{ mb: 2 }}>
                    {t('representative.next.confirmed')}
                  </Alert>
                )}
                {order.status !== 'active' && !mayAct && (
                  <Box sx={{ mb: 2 }}>
                    <ServicePermissionNotice {...permissions} />
                  </Box>
                )}
                <Stack
                  component="ol"
                  spacing={3}
                  aria-label={t('representative.next.steps')}
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {order.steps.map((step) => (
                    <Stack
                      component="li"
                      key={step.step}
                      direction="row"
                      spacing={2}
                      aria-label={`${t(`representative.steps.${step.step}.title`)}: ${t(`representative.next.state.${step.state}`)}`}
                    >
                      <StepIcon state={step.state} />
                      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                        <Stack
                          direction="row"
                          spacing={1}
                          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                          useFlexGap
                        >
                          <Typography variant="h3" component="h3">
                            {t(`representative.steps.${step.step}.title`)}
                          </Typography>
                          <StatusChip
                            label={t(`representative.next.state.${step.state}`)}
                            tone={STEP_TONES[step.state]}
                          />
                        </Stack>
                        {step.completedAt && (
                          <Typography variant="body2" color="text.secondary">
                            {t('representative.next.completedOn', {
                              date: formatDate(step.completedAt, i18n.language),
                            })}
                          </Typography>
                        )}
                        <Typography variant="body2">
                          {t(`representative.steps.${step.step}.text`)}
                        </Typography>
                        {step.step === 'powerOfAttorney' && mayAct && (
                          <FilePicker
                            label={t('representative.steps.powerOfAttorney.upload')}
                            upload={uploader}
                            current={order.powerOfAttorney?.fileName ?? null}
                            error={uploadError}
                            onFile={async (file) => {
                              const result = await uploader.start(file, (content, uploadId) =>
                                upload({
                                  companyId,
                                  processId: order.id,
                                  uploadId,
                                  file: {
                                    fileName: file.name,
                                    contentType: file.type as FileUpload['contentType'],
                                    content,
                                  },
                                }),
                              );
                              setUploadError(
                                !result.ok && !result.cancelled ? errorMessage(result.error) : null,
                              );
                              if (result.ok)
                                void showToast(
                                  t('representative.steps.powerOfAttorney.uploaded'),
                                  'success',
                                );
                            }}
                          />
                        )}
                        {step.step === 'contract' && step.state === 'open' && mayAct && (
                          <SignContract order={order} />
                        )}
                        {step.step === 'contract' && order.contractSignedBy && (
                          <Typography variant="body2">
                            {t('representative.steps.contract.signedBy', {
                              name: order.contractSignedBy,
                            })}
                          </Typography>
                        )}
                      </Stack>
                    </Stack>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={3}>
              <Card component="section" aria-label={t('representative.next.order')}>
                <CardContent>
                  <Typography variant="h2" gutterBottom>
                    {t('representative.next.order')}
                  </Typography>
                  <Stack component="ul" spacing={0.5} sx={{ pl: 2, mt: 0 }}>
                    {order.selections.map((s) => (
                      <li key={s.country}>
                        <Typography variant="body2">
                          {countryName(s.country, i18n.language)}:{' '}
                          {s.streams.map((stream) => streamName(t, stream)).join(', ')}
                        </Typography>
                      </li>
                    ))}
                  </Stack>
                  <OrderPrice quote={order.quote} />
                </CardContent>
              </Card>
              <Card component="section" aria-label={t('representative.next.documents')}>
                <CardContent>
                  <Typography variant="h2" gutterBottom>
                    {t('representative.next.documents')}
                  </Typography>
                  <DocumentList
                    companyId={companyId}
                    processId={order.id}
                    documents={order.documents}
                  />
                </CardContent>
              </Card>
            </Stack>
          </Grid>
        </Grid>
      )}
    </PageFrame>
  );
}
