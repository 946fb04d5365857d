import { useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FullScreenSpinner } from '@/shared/ui/full-screen-spinner';

/** The full-screen spinner while the next page's module and loaders run. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  return navigation.state === 'loading' ? (
    <FullScreenSpinner label={t('loading', { ns: 'boot' })} delayMs={250} />
  ) : null;
}
