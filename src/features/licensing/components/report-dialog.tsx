import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetPricesQuery } from '@/shared/api/processes-api';
import { QuantitiesSchema, type Licence, type ReportKind } from '@/shared/contract/main/licences';
import { materialsOf } from '@/shared/contract/main/packaging-materials';
import type { QuantityUnit } from '@/shared/forms/quantity-field';
import { formatDate } from '@/shared/i18n/format';
import { QuantityReportDialog } from '@/shared/services/quantity-report-dialog';
import { useFileLicenceReportMutation } from '../api/licensing-api';
import { lastReport } from './quantity-import/last-period';
import { QuantityTools, UnitSwitch } from './quantity-import/quantity-tools';

/** Reports that state the year's totals start from the quantities licensed now. */
const TOTALS: readonly ReportKind[] = ['intraYearChange', 'yearEnd', 'supplementary'];

/**
 * A quantity report of a licence: one quantity field per material of its country and scope, with
 * the product-list import, the last period and the unit switch (QTY-1).
 */
export function ReportDialog({
  open,
  licence,
  kind,
  period,
  title,
  reportTitle,
  onClose,
}: {
  open: boolean;
  licence: Licence;
  kind: ReportKind;
  period: string | null;
  title: string;
  /** The title of a filed report (the last period's name). */
  reportTitle: (report: { kind: ReportKind; period: string | null }) => string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('services');
  const [fileReport] = useFileLicenceReportMutation();
  const { data: prices } = useGetPricesQuery();
  const [unit, setUnit] = useState<QuantityUnit>('kg');
  const materials = materialsOf(licence.country, licence.austria?.scope ?? null);
  const last = lastReport(licence, kind);
  return (
    <QuantityReportDialog
      open={open}
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
      tools={({ quantities, entered, fill }) => ({
        unit,
        node: (
          <>
            <QuantityTools
              id="licence-report"
              country={licence.country}
              materials={materials}
              materialNames={prices?.materialNames}
              quantities={quantities}
              entered={entered}
              fill={fill}
              last={
                last
                  ? {
                      label: last.report
                        ? t('licensing.import.lastReport', {
                            report: reportTitle(last.report),
                            date: formatDate(last.report.filedAt, i18n.language),
                          })
                        : t('licensing.import.licensedNow'),
                      quantities: last.quantities,
                    }
                  : null
              }
              unit={unit}
            />
            <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" component="span">
                {t('licensing.import.unitLabel')}
              </Typography>
              <UnitSwitch unit={unit} onChange={setUnit} />
            </Box>
          </>
        ),
      })}
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
