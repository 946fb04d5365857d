import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useUpload } from '@/shared/api/use-upload';
import {
  MAX_ATTACHMENTS,
  SUPPORT_TOPICS,
  supportEndpoints,
  type Attachment,
  type Ticket,
} from '@/shared/contract/main/support';
import { SECTION_COUNTRIES } from '@/domain/vocabulary/countries';
import { STREAMS } from '@/domain/vocabulary/streams';
import { FormNativeSelectField } from '@/shared/forms/form-native-select-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useSessionDraft } from '@/shared/forms/session-draft';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { countryName } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { PageFrame } from '@/shared/ui/page-frame';
import { showToast } from '@/shared/ui/toast';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { useCreateTicketMutation, useUploadAttachmentMutation } from '../api';
import {
  ACCEPT,
  attachmentProblem,
  attachmentTypeOf,
  type AttachmentProblem,
} from '../attachments';
import { TicketsSection } from '../ticket-list';
import { ChosenFiles, UploadProgress, prefetchAttachmentParts } from '../attachment-parts';
import { EMPTY, FIELD_ORDER, FormSchema, type Chosen } from '../ticket-form';
import { SubmitError } from '@/shared/forms/submit-error';

/**
 * The support page: a contact form (topic, the country and stream it concerns, message, up to 5
 * attachments of 10 MB each) that answers with a ticket reference, and the company's tickets.
 */
export function Component() {
  const { t, i18n } = useTranslation(['support', 'common', 'dashboard']);
  const { companyId = '' } = useParams();
  const [uploadAttachment] = useUploadAttachmentMutation();
  const uploader = useUpload(supportEndpoints.uploadAttachment);
  const [createTicket] = useCreateTicketMutation();
  const form = useContractForm(FormSchema, EMPTY);
  const { control, handleSubmit, formState, reset } = form;
  // TRUST-5: the message survives a reload or a sign-in redirect (attachments are chosen again).
  const draft = useSessionDraft('support', form);
  const [files, setFiles] = useState<Chosen[]>([]);
  const chosen = files.length > 0;
  useEffect(() => {
    if (chosen) prefetchAttachmentParts();
  }, [chosen]);
  const [refused, setRefused] = useState<{ name: string; problem: AttachmentProblem | 'count' }[]>(
    [],
  );
  const [serverError, setServerError] = useState<unknown>(null);
  const [filed, setFiled] = useState<Ticket | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const counter = useRef(0);
  const title = t('common:nav.support');

  const choose = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const problems: typeof refused = [];
    const accepted: Chosen[] = [];
    for (const file of chosen) {
      const problem = attachmentProblem(file);
      if (problem) problems.push({ name: file.name, problem });
      else if (files.length + accepted.length >= MAX_ATTACHMENTS)
        problems.push({ name: file.name, problem: 'count' });
      else accepted.push({ key: `f${(counter.current += 1)}`, file });
    }
    setRefused(problems);
    setFiles((current) => [...current, ...accepted]);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    setFiled(null);
    const ids: string[] = [];
    for (const chosen of files) {
      if (chosen.id) {
        ids.push(chosen.id);
        continue;
      }
      // TRUST-7: with progress and Cancel; a cancelled or failed upload keeps the form as typed.
      const result = await uploader.start<Attachment>(chosen.file, (content, uploadId) =>
        uploadAttachment({
          companyId,
          uploadId,
          input: { name: chosen.file.name, type: attachmentTypeOf(chosen.file)!, content },
        }),
      );
      if (!result.ok) {
        if (!result.cancelled) setServerError(result.error);
        return;
      }
      ids.push(result.data.id);
      setFiles((current) =>
        current.map((c) => (c.key === chosen.key ? { ...c, id: result.data.id } : c)),
      );
    }
    const result = await createTicket({ companyId, input: { ...values, attachmentIds: ids } });
    if ('error' in result) {
      showServerFieldErrors(form, result.error, FIELD_ORDER);
      setServerError(result.error);
      return;
    }
    draft.clear();
    setFiled(result.data);
    setFiles([]);
    setRefused([]);
    reset(EMPTY);
    void showToast(t('support:filed', { reference: result.data.reference }), 'success');
  });

  return (
    <PageFrame
      title={title}
      crumbs={[
        { label: t('dashboard:title'), to: companyPaths(companyId).dashboard },
        { label: title },
      ]}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('support:intro')}
      </Typography>
      {filed && (
        <Alert severity="success" sx={{ mb: 2 }} role="status" data-testid="ticket-filed">
          {t('support:filedAlert', { reference: filed.reference })}
        </Alert>
      )}
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h2" gutterBottom>
            {t('support:form.heading')}
          </Typography>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label={t('support:form.heading')}
          >
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormNativeSelectField
                  control={control}
                  name="topic"
                  id="support-topic"
                  label={t('support:fields.topic')}
                  required
                  options={SUPPORT_TOPICS.map((topic) => ({
                    value: topic,
                    label: t(`support:topics.${topic}`),
                  }))}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormNativeSelectField
                  control={control}
                  name="country"
                  id="support-country"
                  label={t('support:fields.country')}
                  helperText={t('support:help.optional')}
                  options={[
                    { value: '', label: t('support:none') },
                    ...SECTION_COUNTRIES.map((code) => ({
                      value: code,
                      label: countryName(code, i18n.language),
                    })),
                  ]}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormNativeSelectField
                  control={control}
                  name="stream"
                  id="support-stream"
                  label={t('support:fields.stream')}
                  helperText={t('support:help.optional')}
                  options={[
                    { value: '', label: t('support:none') },
                    ...STREAMS.map((stream) => ({
                      value: stream,
                      label: t(`dashboard:subPages.${stream}`),
                    })),
                  ]}
                />
              </Grid>
              <Grid size={12}>
                <FormTextField
                  control={control}
                  name="message"
                  id="support-message"
                  label={t('support:fields.message')}
                  required
                  multiline
                  minRows={5}
                  helperText={t('support:help.message')}
                  errorText={(code) =>
                    code === 'tooShort' ? t('support:errors.tooShort') : undefined
                  }
                />
              </Grid>
              <Grid size={12}>
                <Stack spacing={1}>
                  <div>
                    <input
                      ref={fileInput}
                      id="support-files"
                      type="file"
                      multiple
                      accept={ACCEPT}
                      onChange={(e) => choose(e.target.files)}
                      onFocus={prefetchAttachmentParts}
                      aria-describedby="support-files-help"
                      style={{
                        position: 'absolute',
                        width: 1,
                        height: 1,
                        opacity: 0,
                        overflow: 'hidden',
                      }}
                      disabled={files.length >= MAX_ATTACHMENTS}
                    />
                    <Button
                      component="label"
                      htmlFor="support-files"
                      variant="outlined"
                      startIcon={<AttachFileIcon />}
                      disabled={files.length >= MAX_ATTACHMENTS}
                      {...prefetchProps(prefetchAttachmentParts)}
                    >
                      {t('support:attachments.add')}
                    </Button>
                  </div>
                  <Typography id="support-files-help" variant="body2" color="text.secondary">
                    {t('support:attachments.help', { count: MAX_ATTACHMENTS })}
                  </Typography>
                  <ChosenFiles
                    files={files}
                    onRemove={(key) => setFiles((current) => current.filter((c) => c.key !== key))}
                  />
                  {uploader.running && (
                    <UploadProgress running={uploader.running} onCancel={uploader.cancel} />
                  )}
                  {uploader.cancelled !== null && (
                    <Alert severity="info" role="status">
                      {t('common:upload.cancelled', { name: uploader.cancelled })}
                    </Alert>
                  )}
                  {refused.map((r) => (
                    <Alert key={`${r.name}-${r.problem}`} severity="warning">
                      {t(`support:attachments.refused.${r.problem}`, {
                        name: r.name,
                        count: MAX_ATTACHMENTS,
                      })}
                    </Alert>
                  ))}
                </Stack>
              </Grid>
              {serverError !== null && (
                <Grid size={12}>
                  <SubmitError error={serverError} />
                </Grid>
              )}
              <Grid size={12}>
                <SubmitButton submitting={formState.isSubmitting} busyLabel={t('support:sending')}>
                  {t('support:send')}
                </SubmitButton>
              </Grid>
            </Grid>
          </form>
        </CardContent>
      </Card>

      <TicketsSection companyId={companyId} />
    </PageFrame>
  );
}
