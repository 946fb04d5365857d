import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FullScreenSpinner } from '@/shared/ui/full-screen-spinner';
import { Watermark } from '@/shared/ui/watermark';

/** While the first route module and its loaders run. */
export function RouteSpinner() {
  const { t } = useTranslation();
  return (
    <>
      <FullScreenSpinner label={t('loading', { ns: 'boot' })} />
      <Watermark />
    </>
  );
}

/** The private area shows a loading text until the feature flags are there. */
export function PrivateLoadingText() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
    >
      <Typography color="text.secondary">{t('loadingFeatures')}</Typography>
      <Watermark />
    </Box>
  );
}
