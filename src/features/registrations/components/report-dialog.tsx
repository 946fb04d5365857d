import { useTranslation } from 'react-i18next';
import {
  RegistrationReportInputSchema,
  type ProducerRegistration,
  type RegistrationPeriod,
} from '@/shared/contract/main/producer-registrations';
import { QuantityReportDialog } from '@/shared/services/quantity-report-dialog';
import { useFileRegistrationReportMutation } from '../api/registrations-api';

/** The quantities of one period, per registered category. */
export function PeriodReportDialog({
  open,
  registration,
  period,
  title,
  onClose,
}: {
  open: boolean;
  registration: ProducerRegistration;
  period: RegistrationPeriod;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('services');
  const [fileReport] = useFileRegistrationReportMutation();
  return (
    <QuantityReportDialog
      open={open}
      id="period-report"
      title={t('registrations.reports.dialogTitle', { period: title })}
      intro={t('registrations.reports.dialogIntro')}
      fields={registration.categories.map((category) => ({
        key: category,
        label: t(`registrations.categories.${category}`),
      }))}
      initial={{}}
      quantitiesSchema={RegistrationReportInputSchema.entries.quantities}
      texts={{
        cancel: t('registrations.reports.cancel'),
        file: t('registrations.reports.file'),
        filing: t('registrations.reports.filing'),
        filed: t('registrations.reports.filed', { period: title }),
      }}
      onFile={(quantities) =>
        fileReport({
          companyId: registration.companyId,
          processId: registration.id,
          report: { period: period.id, audience: period.audience, zero: false, quantities },
        })
      }
      onClose={onClose}
    />
  );
}
