/**
 * One CSV cell, safe to open in a spreadsheet (TRUST-8, OWASP "CSV Injection"): a cell starting
 * with `=`, `+`, `-`, `@`, a tab or a carriage return would run as a formula, so it gets a leading
 * `'` and is quoted; a cell with the separator, a quote or a line break is quoted, quotes doubled.
 * Numbers written by the export itself (`-1,500`) are passed as `number` and stay numbers.
 */
export function csvCell(value: string | number, separator = ','): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const mustQuote =
    text !== value || text.includes(separator) || /["\n\r]/.test(text) || /^\s|\s$/.test(text);
  return mustQuote ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV lines (CRLF, RFC 4180), every cell through `csvCell`. */
export function csvLines(rows: readonly (readonly (string | number)[])[], separator = ','): string {
  return rows
    .map((row) => row.map((cell) => csvCell(cell, separator)).join(separator))
    .join('\r\n');
}
