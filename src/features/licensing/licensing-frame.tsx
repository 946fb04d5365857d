import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { useRouteHandle } from '@/shared/lib/route-handle';
import { companyPaths } from '@/shared/paths';
import { PageFrame, type Crumb } from '@/shared/ui/page-frame';

type Step = 'overview' | 'start' | 'process';

/** The packaging licensing process pages of Austria and Germany. */
export function LicensingFrame({ step }: { step: Step }) {
  const { t } = useTranslation('sections');
  const { companyId = '', processId = '' } = useParams();
  const { section } = useRouteHandle();
  const country = section === 'at-licensing-process' ? 'at' : 'de';
  const title = t(`licensing.${country}.title`);
  const crumbs: Crumb[] =
    step === 'overview'
      ? []
      : [
          { label: title, to: companyPaths(companyId).licensing(country) },
          {
            label:
              step === 'start' ? t('licensing.start') : t('licensing.process', { id: processId }),
          },
        ];
  return (
    <PageFrame title={step === 'overview' ? title : crumbs[1]!.label} crumbs={crumbs}>
      <Typography color="text.secondary">{t(`licensing.${country}.intro`)}</Typography>
    </PageFrame>
  );
}
