/**
 * QTY-1: the product-list template, as CSV and as XLSX: the header and example rows for both
 * licence countries (the example rows are examples: the user replaces them).
 */
import { csvLines } from '@/shared/lib/csv';
import { COLUMN_HEADERS, PRODUCT_COLUMNS } from './product-list';

type Row = [product: string, material: string, grams: number, units: number, country: string];

export const TEMPLATE_ROWS: readonly Row[] = [
  ['Shipping box S', 'paper', 180, 12_000, 'DE'],
  ['Jar 250 ml', 'glass', 210, 5_000, 'DE'],
  ['Jar lid', 'ferrous', 6.5, 5_000, 'DE'],
  ['Bubble wrap', 'plastics', 4.5, 12_000, 'DE'],
  ['Shipping box S', 'hh-paper', 180, 3_000, 'AT'],
  ['Pallet film', 'cm-films', 350, 40, 'AT'],
];

const HEADER = PRODUCT_COLUMNS.map((column) => COLUMN_HEADERS[column]);

/** The template as CSV: commas, decimal points, UTF-8 with a byte order mark, CRLF. */
export const templateCsv = (): string =>
  `\ufeff${csvLines([HEADER, ...TEMPLATE_ROWS.map((row) => row.map(String))])}\r\n`;

/** The template as XLSX (write-excel-file, loaded only when asked for): numbers as numbers. */
export async function templateXlsx(): Promise<Blob> {
  const { default: writeXlsxFile } = await import(
    /* webpackChunkName: "xlsx-write" */ 'write-excel-file/universal'
  );
  return writeXlsxFile(
    [
      HEADER.map((value) => ({ value, fontWeight: 'bold' as const })),
      ...TEMPLATE_ROWS.map((row) => row.map((value) => ({ value }))),
    ],
    {
      sheet: 'products',
      columns: [{ width: 24 }, { width: 14 }, { width: 18 }, { width: 18 }, { width: 9 }],
    },
  ).toBlob();
}
