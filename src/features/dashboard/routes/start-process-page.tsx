import { useTranslation } from 'react-i18next';
import { DashboardSubpage } from '../dashboard-subpage';

/** Choose a process to start for the company. */
export function Component() {
  const { t } = useTranslation('dashboard');
  return <DashboardSubpage title={t('startProcess.title')} intro={t('startProcess.intro')} />;
}
