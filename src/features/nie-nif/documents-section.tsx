import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/shared/api/api-error';
import { useErrorMessage } from '@/shared/api/error-message';
import { SubmitError } from '@/shared/forms/submit-error';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { useUpload } from '@/shared/api/use-upload';
import {
  NIE_DOCUMENT_KINDS,
  NieNifSubmitSchema,
  nieNifEndpoints,
  type NieDocumentKind,
  type NieNifApplication,
} from '@/shared/contract/main/nie-nif';
import type { FileUpload } from '@/shared/contract/main/service-common';
import { FormCheckbox } from '@/shared/forms/form-checkbox';
import { SubmitButton } from '@/shared/forms/submit-button';
import { useContractForm } from '@/shared/forms/use-contract-form';
import { FilePicker } from '@/shared/services/file-picker';
import { showToast } from '@/shared/ui/toast';
import { useSubmitNieNifApplicationMutation, useUploadNieNifDocumentMutation } from './api';

/** NIE-1: the three documents, with what makes them acceptable, consent, and submission. */
export function DocumentsSection({ application }: { application: NieNifApplication }) {
  const { t } = useTranslation('services');
  const errorMessage = useErrorMessage();
  const { companyId = '' } = useCurrentCompany();
  const [upload] = useUploadNieNifDocumentMutation();
  const uploader = useUpload(nieNifEndpoints.uploadNieNifDocument);
  const [submitApplication] = useSubmitNieNifApplicationMutation();
  // TRUST-7: the kind whose document was uploaded last shows the progress (the others wait).
  const [uploading, setUploading] = useState<NieDocumentKind | null>(null);
  const [uploadErrors, setUploadErrors] = useState<Partial<Record<NieDocumentKind, string>>>({});
  const [error, setError] = useState<unknown>(null);
  const form = useContractForm(NieNifSubmitSchema, {});
  const missing = isApiError(error) && error.fields ? error.fields : {};

  const submit = form.handleSubmit(async () => {
    setError(null);
    const result = await submitApplication({ companyId, processId: application.id });
    if ('error' in result) {
      setError(result.error);
      return;
    }
    void showToast(t('nieNif.documents.submitted'), 'success');
  });

  return (
    <form
      noValidate
      aria-label={t('nieNif.documents.title')}
      onSubmit={(event) => void submit(event)}
    >
      <Stack spacing={3}>
        <Alert severity="info" role="note">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('nieNif.documents.foreignHint')}
          </Typography>
          <List dense disablePadding sx={{ listStyle: 'disc', pl: 2 }}>
            <ListItem sx={{ display: 'list-item', p: 0 }}>
              {t('nieNif.documents.apostille')}
            </ListItem>
            <ListItem sx={{ display: 'list-item', p: 0 }}>
              {t('nieNif.documents.translation')}
            </ListItem>
          </List>
        </Alert>
        {NIE_DOCUMENT_KINDS.map((kind) => {
          const uploaded = application.documents.find((d) => d.kind === kind);
          return (
            <Stack key={kind} spacing={0.5}>
              <Typography variant="h3" component="h3">
                {t(`nieNif.documents.kinds.${kind}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`nieNif.documents.kinds.${kind}.help`)}
              </Typography>
              <FilePicker
                label={t(`nieNif.documents.kinds.${kind}.upload`)}
                upload={uploader}
                active={uploading === kind}
                current={uploaded?.fileName ?? null}
                error={
                  uploadErrors[kind] ??
                  (missing[`documents.${kind}`] ? t('nieNif.documents.missing') : null)
                }
                onFile={async (file) => {
                  setUploading(kind);
                  const result = await uploader.start(file, (content, uploadId) =>
                    upload({
                      companyId,
                      processId: application.id,
                      kind,
                      uploadId,
                      file: {
                        fileName: file.name,
                        contentType: file.type as FileUpload['contentType'],
                        content,
                      },
                    }),
                  );
                  setUploadErrors((all) => ({
                    ...all,
                    [kind]:
                      !result.ok && !result.cancelled ? errorMessage(result.error) : undefined,
                  }));
                  if (result.ok)
                    void showToast(
                      t('nieNif.documents.uploaded', { fileName: file.name }),
                      'success',
                    );
                }}
              />
            </Stack>
          );
        })}
        <FormCheckbox
          control={form.control}
          name="consent"
          label={t('nieNif.documents.consent')}
          errorText={(code) =>
            code === 'required' ? t('nieNif.documents.consentRequired') : undefined
          }
        />
        <SubmitError
          error={error}
          describe={() =>
            Object.keys(missing).length ? t('nieNif.documents.incomplete') : undefined
          }
        />
        <SubmitButton
          submitting={form.formState.isSubmitting}
          busyLabel={t('nieNif.documents.submitting')}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('nieNif.documents.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
