import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import type { FieldPath } from 'react-hook-form';
import * as v from 'valibot';
import { useErrorMessage } from '@/shared/api/error-message';
import { useUpload } from '@/shared/api/use-upload';
import {
  MAX_ATTACHMENTS,
  SUPPORT_TOPICS,
  TicketInputSchema,
  supportEndpoints,
  type Attachment,
  type Ticket,
} from '@/shared/contract/main/support';
import { SECTION_COUNTRIES, STREAMS, StreamSchema } from '@/shared/contract/reference';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useSessionDraft } from '@/shared/forms/session-draft';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { countryName, formatDate, formatNumber } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { PageFrame } from '@/shared/ui/page-frame';
import { StatusChip, type StatusTone } from '@/shared/ui/status-chip';
import { showToast } from '@/shared/ui/toast';
import { UploadProgress } from '@/shared/ui/upload-progress';
import { useCreateTicketMutation, useGetTicketsQuery, useUploadAttachmentMutation } from '../api';
import {
  ACCEPT,
  attachmentProblem,
  attachmentTypeOf,
  type AttachmentProblem,
} from '../attachments';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';

/** The form's fields: the ticket's, with "none" as an empty choice of stream. */
const FormSchema = v.object({
  topic: TicketInputSchema.entries.topic,
  country: TicketInputSchema.entries.country,
  stream: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value || null),
    v.nullable(StreamSchema),
  ),
  message: TicketInputSchema.entries.message,
});
type FormInput = v.InferInput<typeof FormSchema>;
const FIELD_ORDER: readonly FieldPath<FormInput>[] = ['topic', 'country', 'stream', 'message'];
const EMPTY: FormInput = { topic: '' as never, country: '', stream: '', message: '' };

const TICKET_TONES: Record<Ticket['status'], StatusTone> = {
  open: 'info',
  inProgress: 'warning',
  answered: 'success',
  closed: 'neutral',
};

interface Chosen {
  key: string;
  file: File;
  /** Set once uploaded: a retry after a failed ticket does not upload it again. */
  id?: string;
}

function TicketList({ tickets }: { tickets: readonly Ticket[] }) {
  const { t, i18n } = useTranslation(['support', 'reference']);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const about = (ticket: Ticket) =>
    [
      ticket.country ? countryName(ticket.country, i18n.language) : null,
      ticket.stream ? t(`reference:streams.${ticket.stream}`) : null,
    ]
      .filter(Boolean)
      .join(' · ') || '–';
  const chip = (ticket: Ticket) => (
    <StatusChip tone={TICKET_TONES[ticket.status]} label={t(`support:statuses.${ticket.status}`)} />
  );
  if (narrow)
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tickets.map((ticket) => (
          <Card component="li" variant="outlined" key={ticket.id}>
            <CardContent>
              <Typography sx={{ fontWeight: 600 }}>{ticket.reference}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`support:topics.${ticket.topic}`)} · {about(ticket)} ·{' '}
                {formatDate(ticket.createdAt, i18n.language)}
              </Typography>
              <Box sx={{ mt: 1 }}>{chip(ticket)}</Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table aria-label={t('support:tickets.heading')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('support:tickets.reference')}</TableCell>
          <TableCell>{t('support:fields.topic')}</TableCell>
          <TableCell>{t('support:tickets.about')}</TableCell>
          <TableCell>{t('support:tickets.created')}</TableCell>
          <TableCell>{t('support:tickets.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tickets.map((ticket) => (
          <TableRow key={ticket.id}>
            <TableCell sx={{ fontWeight: 600 }}>{ticket.reference}</TableCell>
            <TableCell>{t(`support:topics.${ticket.topic}`)}</TableCell>
            <TableCell>{about(ticket)}</TableCell>
            <TableCell>{formatDate(ticket.createdAt, i18n.language)}</TableCell>
            <TableCell>{chip(ticket)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The support page: a contact form (topic, the country and stream it concerns, message, up to 5
 * attachments of 10 MB each) that answers with a ticket reference, and the company's tickets.
 */
export function Component() {
  const { t, i18n } = useTranslation(['support', 'reference', 'common', 'dashboard']);
  const errorMessage = useErrorMessage();
  const { companyId = '' } = useParams();
  const tickets = useGetTicketsQuery(companyId);
  const [uploadAttachment] = useUploadAttachmentMutation();
  const uploader = useUpload(supportEndpoints.uploadAttachment);
  const [createTicket] = useCreateTicketMutation();
  const form = useContractForm(FormSchema, EMPTY);
  const { control, handleSubmit, formState, reset } = form;
  // TRUST-5: the message survives a reload or a sign-in redirect (attachments are chosen again).
  const draft = useSessionDraft('support', form);
  const [files, setFiles] = useState<Chosen[]>([]);
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
                <FormTextField
                  control={control}
                  name="topic"
                  id="support-topic"
                  label={t('support:fields.topic')}
                  select
                  required
                >
                  {SUPPORT_TOPICS.map((topic) => (
                    <MenuItem key={topic} value={topic}>
                      {t(`support:topics.${topic}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField
                  control={control}
                  name="country"
                  id="support-country"
                  label={t('support:fields.country')}
                  select
                  helperText={t('support:help.optional')}
                >
                  <MenuItem value="">{t('support:none')}</MenuItem>
                  {SECTION_COUNTRIES.map((code) => (
                    <MenuItem key={code} value={code}>
                      {countryName(code, i18n.language)}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField
                  control={control}
                  name="stream"
                  id="support-stream"
                  label={t('support:fields.stream')}
                  select
                  helperText={t('support:help.optional')}
                >
                  <MenuItem value="">{t('support:none')}</MenuItem>
                  {STREAMS.map((stream) => (
                    <MenuItem key={stream} value={stream}>
                      {t(`reference:streams.${stream}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
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
                    >
                      {t('support:attachments.add')}
                    </Button>
                  </div>
                  <Typography id="support-files-help" variant="body2" color="text.secondary">
                    {t('support:attachments.help', { count: MAX_ATTACHMENTS })}
                  </Typography>
                  {files.length > 0 && (
                    <List dense aria-label={t('support:attachments.chosen')}>
                      {files.map((chosen) => (
                        <ListItem
                          key={chosen.key}
                          secondaryAction={
                            <IconButton
                              edge="end"
                              aria-label={t('support:attachments.remove', {
                                name: chosen.file.name,
                              })}
                              onClick={() =>
                                setFiles((current) => current.filter((c) => c.key !== chosen.key))
                              }
                            >
                              <CloseIcon />
                            </IconButton>
                          }
                        >
                          {t('support:attachments.item', {
                            name: chosen.file.name,
                            size: formatNumber(chosen.file.size / 1024 / 1024, i18n.language, {
                              maximumFractionDigits: 1,
                            }),
                          })}
                        </ListItem>
                      ))}
                    </List>
                  )}
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
                  <Alert severity="error" role="alert">
                    {errorMessage(serverError)}
                  </Alert>
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

      <Card component="section">
        <CardContent>
          <Typography variant="h2" gutterBottom>
            {t('support:tickets.heading')}
          </Typography>
          {!tickets.currentData ? (
            tickets.error ? (
              <QueryErrorAlert error={tickets.error} onRetry={() => tickets.refetch()} />
            ) : (
              <Stack spacing={1} aria-busy="true">
                {[0, 1].map((i) => (
                  <Skeleton key={i} variant="rounded" height={44} />
                ))}
              </Stack>
            )
          ) : tickets.currentData.length === 0 ? (
            <Typography color="text.secondary">{t('support:tickets.none')}</Typography>
          ) : (
            <TicketList tickets={tickets.currentData} />
          )}
        </CardContent>
      </Card>
    </PageFrame>
  );
}
