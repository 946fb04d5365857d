import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/shared/ui/page-frame';

/** dashboard/start-process/next/:processId: the next step of a started process. */
export function Component() {
  const { t } = useTranslation('dashboard');
  const { companyId = '', processId = '' } = useParams();
  const base = `/companies/${encodeURIComponent(companyId)}/dashboard`;
  return (
    <PageFrame
      title={t('startProcess.nextTitle')}
      crumbs={[
        { label: t('title'), to: base },
        { label: t('startProcess.title'), to: `${base}/start-process` },
        { label: processId },
      ]}
    >
      <Typography color="text.secondary">{t('startProcess.nextIntro')}</Typography>
    </PageFrame>
  );
}
