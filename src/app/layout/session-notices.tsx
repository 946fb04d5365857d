import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { selectSession } from '@/shared/auth/auth-slice';
import { useAppSelector } from '../hooks';

/**
 * AUTH-15: the expired notice becomes visible when renewal did not happen in time (normally the
 * expiring notice starts a renewal 60 s before expiry and nobody sees anything).
 */
export function SessionNotices() {
  const { t } = useTranslation('auth');
  const { enqueueSnackbar } = useSnackbar();
  const { status } = useAppSelector(selectSession);
  useEffect(() => {
    if (status === 'expired')
      enqueueSnackbar(t('sessionExpired'), { variant: 'warning', preventDuplicate: true });
  }, [status, enqueueSnackbar, t]);
  return null;
}
