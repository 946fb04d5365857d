import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RunningUpload } from '@/shared/api/use-upload';

/**
 * TRUST-7: how far the running upload got (a labelled progress bar; indeterminate until the
 * browser knows the size), with the button that cancels it.
 */
export function UploadProgress({
  running,
  onCancel,
}: {
  running: RunningUpload;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  const { name, progress } = running;
  const known = progress !== undefined && progress.total > 0;
  const percent = known ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 120 }}>
        <Typography variant="body2" aria-live="polite" sx={{ overflowWrap: 'anywhere' }}>
          {t('upload.progress', { name, percent })}
        </Typography>
        <LinearProgress
          variant={known ? 'determinate' : 'indeterminate'}
          {...(known ? { value: percent } : {})}
          aria-label={t('upload.progressLabel', { name })}
        />
      </Stack>
      <Button size="small" variant="outlined" onClick={onCancel}>
        {t('upload.cancel')}
      </Button>
    </Stack>
  );
}
