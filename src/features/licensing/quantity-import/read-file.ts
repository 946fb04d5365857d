/**
 * QTY-1: a product list file read into a table of cells (header first). CSV through papaparse,
 * XLSX through read-excel-file, each loaded only when a file of its kind is chosen, so neither
 * weighs on the page. What is not CSV or XLSX, too large or unreadable is refused as a whole.
 */
import type { Cell } from './product-list';

/** Files above this size are refused before they are read. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type ReadFailure = 'unsupportedType' | 'tooLarge' | 'unreadable';

export class ProductFileError extends Error {
  constructor(readonly reason: ReadFailure) {
    super(reason);
  }
}

const kindOf = (name: string): 'csv' | 'xlsx' | null => {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
};

/** The CSV's delimiter, from its header line: semicolon, tab or comma. */
const delimiterOf = (csv: string): string => {
  const header = csv.split(/\r?\n/, 1)[0] ?? '';
  const count = (mark: string) => header.split(mark).length - 1;
  const [best] = [';', '\t', ','].sort((a, b) => count(b) - count(a));
  return best && count(best) > 0 ? best : ',';
};

/** Reads CSV text into rows (quotes, embedded separators and line breaks as RFC 4180 says). */
export async function readCsv(csv: string): Promise<Cell[][]> {
  const { default: Papa } = await import(/* webpackChunkName: "csv-parse" */ 'papaparse');
  const text = csv.replace(/^\ufeff/, '');
  const result = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: 'greedy',
  });
  if (result.errors.some((error) => error.type === 'Quotes'))
    throw new ProductFileError('unreadable');
  return result.data;
}

/** Reads the first sheet of an XLSX workbook into rows. */
export async function readXlsx(data: ArrayBuffer): Promise<Cell[][]> {
  const { readSheet } = await import(
    /* webpackChunkName: "xlsx-read" */ 'read-excel-file/universal'
  );
  try {
    return (await readSheet(data)) as Cell[][];
  } catch {
    throw new ProductFileError('unreadable');
  }
}

/** A file's bytes (through FileReader where a `Blob` lacks `arrayBuffer`, as jsdom's does). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(new ProductFileError('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * CSV text: UTF-8 (with or without a byte order mark); what is not valid UTF-8 is read as
 * Windows-1252, which German and French Excel write as "CSV (semicolon separated)".
 */
function decodeCsv(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A chosen file as a table, or a `ProductFileError`. */
export async function readProductFile(file: File): Promise<Cell[][]> {
  const kind = kindOf(file.name);
  if (!kind) throw new ProductFileError('unsupportedType');
  if (file.size > MAX_FILE_BYTES) throw new ProductFileError('tooLarge');
  const bytes = await bytesOf(file);
  return kind === 'csv' ? readCsv(decodeCsv(bytes)) : readXlsx(bytes);
}
