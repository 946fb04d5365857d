import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { companyPaths } from '@/shared/paths';
import { PageFrame, type Crumb } from '@/shared/ui/page-frame';

/** The frame of a dashboard sub-page: breadcrumbs from the dashboard, its title and purpose. */
export function DashboardSubpage({
  title,
  intro,
  trail = [],
}: {
  title: string;
  intro: string;
  trail?: Crumb[];
}) {
  const { t } = useTranslation('dashboard');
  const { companyId = '' } = useParams();
  return (
    <PageFrame
      title={title}
      crumbs={[
        { label: t('title'), to: companyPaths(companyId).dashboard },
        ...trail,
        { label: title },
      ]}
    >
      <Typography color="text.secondary">{intro}</Typography>
    </PageFrame>
  );
}
