import type { LicenceReport, ReportKind } from '@/shared/contract/main/licences';
import {
  DE_MATERIALS,
  LUCID_CODES,
  LUCID_MATERIAL_NAMES,
} from '@/shared/contract/main/packaging-materials';
import { csvLines } from '@/shared/lib/csv';

/**
 * LUCID-1: the kinds of data report as LUCID names them (Planmengenmeldung and so on: the five
 * kinds of VerpackG §10 reports; the register's exact labels were not retrieved: unverified).
 */
export const LUCID_REPORT_KINDS: Record<Exclude<ReportKind, 'period'>, string> = {
  planned: 'Planmengenmeldung',
  intraYearChange: 'Unterjährige Mengenmeldung',
  yearEnd: 'Jahresabschlussmeldung',
  supplementary: 'Ergänzungsmeldung',
  deduction: 'Abzugsmeldung',
};

/** What LUCID asks for a data report, in its order (ZSVR, "Datenmeldung"). */
export const LUCID_FIELDS = {
  registrationNumber: 'Registrierungsnummer',
  reportKind: 'Art der Datenmeldung',
  periodFrom: 'Zeitraum von',
  periodTo: 'Zeitraum bis',
  system: 'System',
  material: 'Materialart',
  mass: 'Masse (kg)',
} as const;
export type LucidField = keyof typeof LUCID_FIELDS;

export interface LucidReadingAidTexts {
  /** First line: what the file is, and what it is not. */
  title: string;
  /** Second line: how to use it. */
  note: string;
  /** Column headers: the field in the user's language, LUCID's name, the value. */
  field: string;
  lucidField: string;
  value: string;
  code: string;
  /** The user's names of the fields, the materials and the report kinds. */
  fieldName: (field: LucidField) => string;
  materialName: (material: (typeof DE_MATERIALS)[number]) => string;
  kindName: (kind: ReportKind) => string;
  /** What to put in "System": the scheme is on the contract, not known here. */
  systemValue: string;
}

/** A day as LUCID's German form writes it: 31.12.2026. */
const germanDate = (year: number, month: number, day: number) =>
  `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;

/**
 * A German data report as a reading aid for typing into LUCID, never an import file: LUCID takes
 * reports typed in or as XML in the register's own schema, and this is neither (see the README,
 * LUCID-1). Each line names the figure in the user's language and LUCID's field, in the order the
 * register asks for them: registration number, kind of report, period, system, then the 8
 * material types with kg to exactly 3 decimals (decimal comma), zeros included. Semicolons; UTF-8
 * with a byte order mark so that spreadsheets read the umlauts; every text cell through
 * `csvCell` (TRUST-8).
 */
export function lucidCsv(
  report: {
    lucidNumber: string | null;
    year: number;
    kind: LicenceReport['kind'];
    quantities: LicenceReport['quantities'];
  },
  texts: LucidReadingAidTexts,
): string {
  const kind = report.kind === 'period' ? null : LUCID_REPORT_KINDS[report.kind];
  const line = (field: LucidField, value: string) => [
    texts.fieldName(field),
    LUCID_FIELDS[field],
    value,
  ];
  const rows: string[][] = [
    [texts.title],
    [texts.note],
    [],
    [texts.field, texts.lucidField, texts.value],
    line('registrationNumber', report.lucidNumber ?? ''),
    line('reportKind', kind ? `${kind} (${texts.kindName(report.kind)})` : ''),
    line('periodFrom', germanDate(report.year, 1, 1)),
    line('periodTo', germanDate(report.year, 12, 31)),
    line('system', texts.systemValue),
    [],
    [texts.code, texts.fieldName('material'), LUCID_FIELDS.material, LUCID_FIELDS.mass],
    ...DE_MATERIALS.map((material) => [
      LUCID_CODES[material],
      texts.materialName(material),
      LUCID_MATERIAL_NAMES[material],
      (report.quantities[material] ?? 0).toFixed(3).replace('.', ','),
    ]),
  ];
  return `\ufeff${csvLines(rows, ';')}\r\n`;
}
