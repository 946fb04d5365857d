import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PageFrame, type Crumb } from '@/shared/ui/page-frame';

/**
 * The frame of a dashboard sub-page whose content is a later issue: breadcrumbs from the
 * dashboard, the translated title and what the page is for.
 */
export function DashboardSubpage({
  titleKey,
  introKey,
  trail = [],
}: {
  titleKey: string;
  introKey: string;
  trail?: Crumb[];
}) {
  const { t } = useTranslation('dashboard');
  const { companyId = '' } = useParams();
  const base = `/companies/${encodeURIComponent(companyId)}/dashboard`;
  const crumbs = [
    { label: t('title'), to: base },
    ...trail.map((c) => ({ ...c, ...(c.to ? { to: `${base}/${c.to}` } : {}) })),
  ];
  return (
    <PageFrame title={t(titleKey)} crumbs={[...crumbs, { label: t(titleKey) }]}>
      <Typography color="text.secondary">{t(introKey)}</Typography>
    </PageFrame>
  );
}
