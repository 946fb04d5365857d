import { useTranslation } from 'react-i18next';
import { DashboardSubpage } from '../dashboard-subpage';

/** dashboard/start-process/next/:processId: the next step of a started process. */
export function Component() {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardSubpage
      titleKey="startProcess.nextTitle"
      introKey="startProcess.nextIntro"
      trail={[{ label: t('startProcess.title'), to: 'start-process' }]}
    />
  );
}
