/**
 * TRUST-15: what an uploaded product list may cost to read, and how a refusal is named. A real
 * quantity import is a few dozen to a few hundred product rows (a shop's packaging list, not its
 * order history); the caps leave ten times that room and stop a hostile file long before it costs
 * the tab memory or time. Each cap is checked while the file is read, never after.
 */

/** Files above this size are refused before they are read (QTY-1). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** At most this many product rows in one file (QTY-1); reading stops at the next one. */
export const MAX_ROWS = 5_000;

/**
 * The most an XLSX may unpack to: the sum of the sizes its zip directory declares and the bytes
 * actually inflated. A 5,000-row product list unpacks to about 2 MB.
 */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

/**
 * The most a part of an XLSX may grow by unpacking (unpacked ÷ packed). Spreadsheet XML packs
 * 10 to 30 times; a zip bomb about 1,000 times. Parts below MIN_RATIO_CHECKED_BYTES are not held to
 * it (tiny parts pack oddly and cannot hurt).
 */
export const MAX_RATIO = 100;
export const MIN_RATIO_CHECKED_BYTES = 64 * 1024;

/** An XLSX has a dozen parts; a zip directory of thousands is no product list. */
export const MAX_ZIP_ENTRIES = 1_000;

/** A read that takes longer than this is stopped (the worker is terminated). */
export const PARSE_TIMEOUT_MS = 15_000;

export type ReadFailure =
  | 'unsupportedType'
  | 'tooLarge'
  | 'unreadable'
  | 'tooManyRows'
  | 'unpackLimit'
  | 'timeout'
  | 'cancelled';

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

/**
 * Whether a file may be read at all: its kind and size, known without reading it (the page asks
 * before it starts a worker; the worker asks again).
 */
export function checkProductFile(file: Pick<File, 'name' | 'size'>): 'csv' | 'xlsx' {
  const kind = kindOf(file.name);
  if (!kind) throw new ProductFileError('unsupportedType');
  if (file.size > MAX_FILE_BYTES) throw new ProductFileError('tooLarge');
  return kind;
}
