import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { useRouteHandle } from '@/shared/lib/route-handle';
import { companyPaths } from '@/shared/paths';
import { sectionById } from '@/shared/sections';
import { PageFrame } from '@/shared/ui/page-frame';

/** What each service section is for, by section id. */
const INTRO_KEYS = {
  'nie-nif-application': 'nieNif.intro',
  authoriseme: 'authoriseme.intro',
  'weee-de': 'weeeDe.intro',
  'weee-at': 'weeeAt.intro',
  'battery-de': 'batteryDe.intro',
  'battery-at': 'batteryAt.intro',
  support: 'support.intro',
} as const;

/** A company service section's frame; its workflow comes with the service processes. */
export function Component() {
  const { t } = useTranslation(['sections', 'common', 'dashboard']);
  const { companyId = '' } = useParams();
  const { section: sectionId = 'support' } = useRouteHandle();
  const section = sectionById(sectionId);
  const title = 'key' in section.title ? t(`common:nav.${section.title.key}`) : '';
  const introKey = INTRO_KEYS[sectionId as keyof typeof INTRO_KEYS] ?? INTRO_KEYS.support;
  return (
    <PageFrame
      title={title}
      crumbs={[
        { label: t('dashboard:title'), to: companyPaths(companyId).dashboard },
        { label: title },
      ]}
    >
      <Typography color="text.secondary">{t(introKey)}</Typography>
    </PageFrame>
  );
}
