/**
 * QTY-1: a product list file read into a table of cells (header first). CSV through papaparse,
 * XLSX through read-excel-file, each loaded only when a file of its kind is chosen, so neither
 * weighs on the page. What is not CSV or XLSX, too large or unreadable is refused as a whole.
 *
 * TRUST-15: these are the plain functions the parse worker runs (`parse.worker.ts`); the page asks
 * `parseImportFile`, never these. Every cap (`parse/limits.ts`) is checked while reading: the CSV
 * parser is aborted at the row after the last allowed one, an XLSX is unpacked within
 * `parse/zip.ts`'s caps and its sheets' rows counted as they are unpacked.
 */
import type { Cell } from './product-list';
import { MAX_ROWS, MAX_UNPACKED_BYTES, ProductFileError, checkProductFile } from './parse/limits';
import { sheetRowCounter } from './parse/sheet-rows';
import { inflateEntry, readZipDirectory, storedZip, type UnpackBudget } from './parse/zip';

export { ProductFileError };

/** Sees every row a parser produces, as it produces it (how the tests know where reading stopped). */
export interface ReadOptions {
  onRow?: () => void;
}

/** The CSV's delimiter, from its header line: semicolon, tab or comma. */
const delimiterOf = (csv: string): string => {
  const header = csv.slice(0, csv.search(/\r?\n|$/));
  const count = (mark: string) => header.split(mark).length - 1;
  const [best] = [';', '\t', ','].sort((a, b) => count(b) - count(a));
  return best && count(best) > 0 ? best : ',';
};

/**
 * Reads CSV text into rows (quotes, embedded separators and line breaks as RFC 4180 says). Row by
 * row: the parser is aborted at the first row past the header and MAX_ROWS product rows.
 */
export async function readCsv(csv: string, options: ReadOptions = {}): Promise<Cell[][]> {
  const { default: Papa } = await import(/* webpackChunkName: "csv-parse" */ 'papaparse');
  const text = csv.replace(/^\ufeff/, '');
  const rows: Cell[][] = [];
  let tooMany = false;
  let badQuotes = false;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      options.onRow?.();
      if (result.errors.some((error) => error.type === 'Quotes')) badQuotes = true;
      if (rows.length > MAX_ROWS) {
        tooMany = true;
        parser.abort();
        return;
      }
      rows.push(result.data);
    },
  });
  if (tooMany) throw new ProductFileError('tooManyRows');
  if (badQuotes) throw new ProductFileError('unreadable');
  return rows;
}

/** The parts read-excel-file reads (its own filter): XML and relationships, no images. */
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');
const isWorksheet = (name: string) => /(^|\/)worksheets\/[^/]+\.xml$/.test(name);

/**
 * Reads the first sheet of an XLSX workbook into rows. The archive is unpacked here within the
 * caps, every worksheet's rows counted on the way; read-excel-file then reads the unpacked parts
 * (handed over as a stored zip, so it inflates nothing itself).
 */
export async function readXlsx(data: ArrayBuffer, options: ReadOptions = {}): Promise<Cell[][]> {
  const bytes = new Uint8Array(data);
  const entries = readZipDirectory(bytes);
  const budget: UnpackBudget = { left: MAX_UNPACKED_BYTES };
  const parts: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    if (!isXmlPart(entry.name)) continue;
    const counter = isWorksheet(entry.name) ? sheetRowCounter(MAX_ROWS + 1, options.onRow) : null;
    parts[entry.name] = await inflateEntry(bytes, entry, budget, (chunk) => counter?.push(chunk));
  }
  const { readSheet } = await import(
    /* webpackChunkName: "xlsx-read" */ 'read-excel-file/universal'
  );
  try {
    return (await readSheet(storedZip(parts))) as Cell[][];
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

/** A chosen file as a table, or a `ProductFileError`; in the thread that calls it. */
export async function readProductFile(file: File, options: ReadOptions = {}): Promise<Cell[][]> {
  const kind = checkProductFile(file);
  const bytes = await bytesOf(file);
  return kind === 'csv' ? readCsv(decodeCsv(bytes), options) : readXlsx(bytes, options);
}
