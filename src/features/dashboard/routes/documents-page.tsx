import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/shared/ui/page-frame';

/** dashboard/documents: the company's certificates, contracts and reports (content: later issue). */
export function Component() {
  const { t } = useTranslation('dashboard');
  const { companyId = '' } = useParams();
  const base = `/companies/${encodeURIComponent(companyId)}/dashboard`;
  return (
    <PageFrame
      title={t('documents.title')}
      crumbs={[{ label: t('title'), to: base }, { label: t('documents.title') }]}
    >
      <Typography color="text.secondary">{t('documents.intro')}</Typography>
    </PageFrame>
  );
}
