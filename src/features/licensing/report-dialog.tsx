import { useTranslation } from 'react-i18next';
import { QuantitiesSchema, type Licence, type ReportKind } from '@/shared/contract/main/licences';
import { materialsOf } from '@/shared/contract/main/packaging-materials';
import { QuantityReportDialog } from '@/shared/services/quantity-report-dialog';
import { useFileLicenceReportMutation } from './api';

/** Reports that state the year's totals start from the quantities licensed now. */
const TOTALS: readonly ReportKind[] = ['intraYearChange', 'yearEnd', 'supplementary'];

/** A quantity report of a licence: one quantity field per material of its country and scope. */
export function ReportDialog({
  licence,
  kind,
  period,
  title,
  onClose,
}: {
  licence: Licence;
  kind: ReportKind;
  period: string | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('services');
  const [fileReport] = useFileLicenceReportMutation();
  const materials = materialsOf(licence.country, licence.austria?.scope ?? null);
  return (
    <QuantityReportDialog
      id="licence-report"
      title={title}
      intro={t(
        kind === 'deduction'
          ? 'licensing.reports.deductionIntro'
          : kind === 'period'
            ? 'licensing.reports.periodIntro'
            : 'licensing.reports.totalsIntro',
      )}
      fields={materials.map((material) => ({
        key: material,
        label: t(`licensing.materials.${material}`),
      }))}
      initial={TOTALS.includes(kind) ? licence.quantities : {}}
      quantitiesSchema={QuantitiesSchema}
      wide
      texts={{
        cancel: t('licensing.reports.cancel'),
        file: t('licensing.reports.file'),
        filing: t('licensing.reports.filing'),
        filed: t('licensing.reports.filed', { report: title }),
      }}
      onFile={(quantities) =>
        fileReport({
          companyId: licence.companyId,
          processId: licence.id,
          report: { kind, period, quantities },
        })
      }
      onClose={onClose}
    />
  );
}
