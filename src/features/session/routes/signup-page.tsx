import { useTranslation } from 'react-i18next';
import { FullScreenSpinner } from '@/shared/ui/full-screen-spinner';

/** Shown for the moment between the signup loader and the identity provider's registration form. */
export function Component() {
  const { t } = useTranslation('auth');
  return <FullScreenSpinner label={t('redirectingToSignup')} />;
}
