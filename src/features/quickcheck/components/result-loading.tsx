import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { QuickcheckAnswers } from '@/shared/contract/main/quickcheck';

/**
 * The result's place while it loads (the reference data, or the result's own chunk): a line for
 * the heading and a card per country.
 */
export function ResultLoading({ answers }: { answers: QuickcheckAnswers }) {
  const { t } = useTranslation('quickcheck');
  return (
    <Box role="status" aria-busy="true" aria-label={t('result.loading')}>
      <Skeleton variant="text" width="60%" height={40} />
      {answers.countries.map((c) => (
        <Skeleton key={c} variant="rounded" height={220} sx={{ mb: 2 }} />
      ))}
    </Box>
  );
}
