import type { TFunction } from 'i18next';
import type { Licence, LicenceReport } from '@/shared/contract/main/licences';
import { saveContent } from '@/shared/lib/download';
import { lucidCsv } from './lucid-csv';

/**
 * LUCID-1: a German report as a reading aid for typing into LUCID, saved as CSV (the latest filed
 * report from the page's header, any filed report from the history).
 */
export function saveLucidAid(
  licence: Licence,
  report: Pick<LicenceReport, 'kind' | 'quantities'>,
  t: TFunction<'services'>,
) {
  const csv = lucidCsv(
    {
      lucidNumber: licence.lucidNumber,
      year: licence.year ?? new Date().getFullYear(),
      kind: report.kind,
      quantities: report.quantities,
    },
    {
      title: t('licensing.lucid.title'),
      note: t('licensing.lucid.note'),
      field: t('licensing.lucid.field'),
      lucidField: t('licensing.lucid.lucidField'),
      value: t('licensing.lucid.value'),
      code: t('licensing.csv.code'),
      fieldName: (field) => t(`licensing.lucid.fields.${field}`),
      materialName: (m) => t(`licensing.materials.${m}`),
      kindName: (kind) => t(`licensing.reports.kinds.${kind}`),
      systemValue: t('licensing.lucid.systemValue'),
    },
  );
  saveContent(
    csv,
    `lucid-reading-aid-${licence.year}-${report.kind}-${licence.lucidNumber ?? licence.id}.csv`,
    'text/csv;charset=utf-8',
  );
}
