import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  type FileUpload,
} from '@/shared/contract/main/service-common';

/** A file as the contract takes it: base64 content in JSON. */
export function readUpload(file: File): Promise<FileUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({
        fileName: file.name,
        contentType: file.type as FileUpload['contentType'],
        content: url.slice(url.indexOf(',') + 1),
      });
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/**
 * Picks a PDF, JPEG or PNG of at most 5 MB and hands it over read; another type or a larger file
 * is refused here, before anything is sent.
 */
export function FilePicker({
  label,
  hint,
  busy,
  current,
  error,
  onFile,
}: {
  label: string;
  hint?: string;
  busy?: boolean;
  /** The name of the file already uploaded, if any. */
  current?: string | null;
  error?: string | null;
  onFile: (upload: FileUpload) => void;
}) {
  const { t } = useTranslation('services');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;
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
              if (file.size > MAX_UPLOAD_BYTES) {
                setProblem(t('upload.tooLarge'));
                return;
              }
              setProblem(null);
              void readUpload(file).then(onFile, () => setProblem(t('upload.unreadable')));
            }}
          />
        </Button>
        {current && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('upload.current', { fileName: current })}
          </Typography>
        )}
      </Stack>
      <FormHelperText id={`${id}-hint`} error={Boolean(shown)}>
        {shown ?? hint ?? t('upload.hint')}
      </FormHelperText>
    </Stack>
  );
}
