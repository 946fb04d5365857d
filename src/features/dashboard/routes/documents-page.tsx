import { useTranslation } from 'react-i18next';
import { DashboardSubpage } from '../dashboard-subpage';

/** The company's certificates, contracts, invoices and reports. */
export function Component() {
  const { t } = useTranslation('dashboard');
  return <DashboardSubpage title={t('documents.title')} intro={t('documents.intro')} />;
}
