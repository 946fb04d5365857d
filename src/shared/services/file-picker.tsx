import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploadHandle } from '@/shared/api/use-upload';
import { UPLOAD_CONTENT_TYPES } from '@/shared/contract/main/service-common';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { UploadProgress, prefetchUploadProgress } from '@/shared/ui/lazy-upload-progress';

/**
 * Picks a PDF, JPEG or PNG and hands it to `onFile`, which sends it with `upload` (`useUpload`:
 * the size check against the endpoint's limit, progress, cancel, TRUST-7); another type is
 * refused here, before anything is read. While the upload runs, its progress and a Cancel button
 * show below the button (a chunk of its own, fetched when the button is about to be used); a
 * cancelled upload says so.
 */
export function FilePicker({
  label,
  hint,
  upload,
  active = true,
  current,
  error,
  onFile,
}: {
  label: string;
  hint?: string;
  upload: UploadHandle;
  /**
   * Whether `upload`'s running or cancelled upload is this picker's (pickers that share one
   * handle: the others are only disabled while it runs).
   */
  active?: boolean;
  /** The name of the file already uploaded, if any. */
  current?: string | null;
  error?: string | null;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation('services');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { t: tc } = useTranslation('common');
  const shown = problem ?? error ?? null;
  const busy = upload.running !== null;
  const note =
    active && upload.cancelled !== null ? tc('upload.cancelled', { name: upload.cancelled }) : null;
  return (
    <Stack spacing={0.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button
          component="label"
          htmlFor={id}
          variant="outlined"
          startIcon={<UploadFile />}
          disabled={busy}
          aria-busy={busy}
          {...prefetchProps(prefetchUploadProgress)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {busy ? t('upload.uploading') : current ? t('upload.replace', { label }) : label}
          <input
            id={id}
            type="file"
            hidden
            accept={UPLOAD_CONTENT_TYPES.join(',')}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) {
                setProblem(t('upload.wrongType'));
                return;
              }
              setProblem(null);
              prefetchUploadProgress();
              onFile(file);
            }}
          />
        </Button>
        {current && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('upload.current', { fileName: current })}
          </Typography>
        )}
      </Stack>
      {active && upload.running && (
        <UploadProgress running={upload.running} onCancel={upload.cancel} />
      )}
      <FormHelperText id={`${id}-hint`} error={Boolean(shown)}>
        {shown ?? note ?? hint ?? t('upload.hint')}
      </FormHelperText>
    </Stack>
  );
}
