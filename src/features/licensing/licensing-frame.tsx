import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { PageFrame, type Crumb } from '@/shared/ui/page-frame';

type Step = 'overview' | 'start' | 'process';

/** The packaging licensing process pages of Austria and Germany (content: later issue). */
export function LicensingFrame({ step }: { step: Step }) {
  const { t } = useTranslation('sections');
  const { companyId = '', processId } = useParams();
  const { pathname } = useLocation();
  const country = pathname.includes('/at-licensing-process') ? 'at' : 'de';
  const base = `/companies/${encodeURIComponent(companyId)}/${country}-licensing-process`;
  const title = t(`licensing.${country}.title`);
  const crumbs: Crumb[] =
    step === 'overview'
      ? []
      : [
          { label: title, to: base },
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
