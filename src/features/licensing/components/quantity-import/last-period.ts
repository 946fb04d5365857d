/**
 * QTY-1: the last period a licence's or a report's quantities are copied from and compared with.
 */
import type { Licence, LicenceReport, ReportKind } from '@/shared/contract/main/licences';

/**
 * The company's licence before this one: of the year before, else the latest earlier year; only
 * licences that were submitted (a draft or a cancelled one licensed nothing).
 */
export function previousLicence(
  licences: readonly Licence[] | undefined,
  licence: Pick<Licence, 'id' | 'year'> | null | undefined,
): Licence | undefined {
  const year = licence?.year;
  if (!licences || !year) return undefined;
  return licences
    .filter(
      (l) =>
        l.id !== licence.id &&
        l.year !== null &&
        l.year < year &&
        l.status !== 'draft' &&
        l.status !== 'cancelled',
    )
    .sort((a, b) => (b.year ?? 0) - (a.year ?? 0))[0];
}

/**
 * A report's last period: the latest report filed on the licence (a deduction corrects, it is no
 * period); none filed yet, the quantities licensed now when the report states the year's totals.
 */
export function lastReport(
  licence: Pick<Licence, 'reports' | 'quantities'>,
  kind: ReportKind,
): { report: LicenceReport | null; quantities: Licence['quantities'] } | null {
  // A deduction subtracts what came back; no period to copy or compare with.
  if (kind === 'deduction') return null;
  const report =
    [...licence.reports]
      .filter((r) => r.kind !== 'deduction')
      .sort((a, b) => a.filedAt.localeCompare(b.filedAt))
      .at(-1) ?? null;
  if (report) return { report, quantities: report.quantities };
  if (kind === 'intraYearChange' || kind === 'yearEnd' || kind === 'supplementary')
    return { report: null, quantities: licence.quantities };
  return null;
}
