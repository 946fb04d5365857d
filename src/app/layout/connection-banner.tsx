import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { selectRenewalFailing } from '@/shared/auth/auth-slice';
import { useOnline } from './use-online';
import { useAppSelector } from '../hooks';

/**
 * TRUST-6: says so when the browser is offline (`navigator.onLine` and its events), or when the
 * session's renewal cannot reach the identity provider and is being retried. Nothing leaves the
 * page meanwhile: no reload, no sign-in redirect; what the user typed stays.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const renewalFailing = useAppSelector(selectRenewalFailing);
  const message = !online
    ? t('connection.offline')
    : renewalFailing
      ? t('connection.renewalRetrying')
      : null;
  if (!message) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      square
      data-testid="connection-banner"
      sx={{ justifyContent: 'center', displayPrint: 'none' }}
    >
      {message}
    </Alert>
  );
}
