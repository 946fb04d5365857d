import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { companyPaths } from '@/shared/paths';
import { DashboardSubpage } from '../dashboard-subpage';

/** The next steps of a started process. */
export function Component() {
  const { t } = useTranslation('dashboard');
  const { companyId = '' } = useParams();
  return (
    <DashboardSubpage
      title={t('startProcess.nextTitle')}
      intro={t('startProcess.nextIntro')}
      trail={[{ label: t('startProcess.title'), to: companyPaths(companyId).startProcess }]}
    />
  );
}
