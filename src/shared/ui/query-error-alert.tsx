import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useErrorMessage } from '@/shared/api/error-message';

/**
 * UX-2: a load that failed, in place of what it would have shown, with "Try again" beside it. It
 * says what went wrong (the error catalogue's message for `error`) unless `children` says it in
 * the page's own words.
 */
export function QueryErrorAlert({
  error,
  onRetry,
  children,
  severity = 'error',
  sx,
}: {
  error?: unknown;
  onRetry: () => unknown;
  children?: ReactNode;
  severity?: 'error' | 'warning';
  sx?: AlertProps['sx'];
}) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  return (
    <Alert
      severity={severity}
      role="alert"
      sx={sx}
      action={
        <Button color="inherit" onClick={() => void onRetry()}>
          {t('errors.retry')}
        </Button>
      }
    >
      {children ?? errorMessage(error)}
    </Alert>
  );
}
