import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/shared/ui/page-frame';

/** Translation keys of the company sections by path segment (ROUTE-5). */
const SECTION_KEYS: Record<string, string> = {
  'nie-nif-application': 'nieNif',
  authoriseme: 'authoriseme',
  'weee-de': 'weeeDe',
  'weee-at': 'weeeAt',
  'battery-de': 'batteryDe',
  'battery-at': 'batteryAt',
  support: 'support',
};

/** A company service section's frame; its workflow is a later issue. */
export function Component() {
  const { t } = useTranslation('sections');
  const { t: tDash } = useTranslation('dashboard');
  const { companyId = '' } = useParams();
  const { pathname } = useLocation();
  const key = SECTION_KEYS[pathname.split('/')[3] ?? ''] ?? 'support';
  return (
    <PageFrame
      title={t(`${key}.title`)}
      crumbs={[
        { label: tDash('title'), to: `/companies/${encodeURIComponent(companyId)}/dashboard` },
        { label: t(`${key}.title`) },
      ]}
    >
      <Typography color="text.secondary">{t(`${key}.intro`)}</Typography>
    </PageFrame>
  );
}
