import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/shared/ui/page-frame';

/** dashboard/start-process (gated by ame_enabled); the process itself comes in a later issue. */
export function Component() {
  const { t } = useTranslation('dashboard');
  const { companyId = '' } = useParams();
  const base = `/companies/${encodeURIComponent(companyId)}/dashboard`;
  return (
    <PageFrame
      title={t('startProcess.title')}
      crumbs={[{ label: t('title'), to: base }, { label: t('startProcess.title') }]}
    >
      <Typography color="text.secondary">{t('startProcess.intro')}</Typography>
    </PageFrame>
  );
}
