import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { selectRenewalFailing, selectSession } from '@/shared/auth/auth-slice';
import { showToast } from '@/shared/ui/toast';
import { useAppSelector } from '../hooks';

/**
 * The expired notice becomes visible when renewal did not happen in time (normally the
 * expiring notice starts a renewal 60 s before expiry and nobody sees anything).
 */
export function SessionNotices() {
  const { t } = useTranslation('auth');
  const { status } = useAppSelector(selectSession);
  // While the renewal waits for the provider (TRUST-6) the session is not over: the connection
  // banner says what is going on.
  const renewalFailing = useAppSelector(selectRenewalFailing);
  useEffect(() => {
    if (status === 'expired' && !renewalFailing)
      void showToast(t('sessionExpired'), 'warning', { preventDuplicate: true });
  }, [status, renewalFailing, t]);
  return null;
}
