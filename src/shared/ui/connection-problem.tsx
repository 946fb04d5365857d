import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * TRUST-17: a part of a page (a dialog, a wizard step, a menu) whose code could not be downloaded,
 * in its place: the connection screen's words, compact, with "Try again". The rest of the page,
 * and what the user typed there, stays.
 */
export function ConnectionProblem({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    >
      <strong>{t('errors.network.title')}</strong> {t('errors.network.message')}
    </Alert>
  );
}
