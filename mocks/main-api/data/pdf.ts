/**
 * A small, real PDF (one A4 page of Helvetica text) for the documents the mock services hand out:
 * certificates, invoices, receipts. Browsers' viewers open it. Text is written in WinAnsi
 * encoding, which covers the product's languages (ä, ß, é, ñ, €).
 */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '–': 0x96,
  '—': 0x97,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
};

function winAnsi(text: string): number[] {
  return [...text].map((ch) => {
    const code = ch.codePointAt(0)!;
    if (WIN_ANSI_EXTRA[ch] !== undefined) return WIN_ANSI_EXTRA[ch]!;
    return code < 256 ? code : 0x3f; // '?' for what the encoding cannot show
  });
}

/** A PDF string literal: backslash, parentheses escaped; bytes as octal where not plain ASCII. */
function pdfString(text: string): string {
  return `(${winAnsi(text)
    .map((b) => {
      const ch = String.fromCharCode(b);
      if (ch === '\\' || ch === '(' || ch === ')') return `\\${ch}`;
      return b >= 32 && b < 127 ? ch : `\\${b.toString(8).padStart(3, '0')}`;
    })
    .join('')})`;
}

export interface PdfPage {
  title: string;
  /**
   * Lines below the title; long lines are not wrapped (keep them short, or `wrapText` them).
   * More lines than fit on one A4 page continue on further pages.
   */
  lines: readonly string[];
}

/** Lines per page below the title (11 pt Helvetica, 15 pt leading, 2 cm margins). */
const LINES_PER_PAGE = 46;

/**
 * A text as lines of at most `width` characters, broken between words (a word longer than a line
 * is cut); about what 11 pt Helvetica fits across an A4 page with 2 cm margins.
 */
export function wrapText(text: string, width = 88): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0;) {
      const piece = rest.slice(0, width);
      rest = rest.slice(width);
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= width) line = `${line} ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pageContent(title: string | null, lines: readonly string[]): string {
  return [
    'BT',
    ...(title === null
      ? ['/F1 11 Tf', '56 795 Td', '15 TL']
      : ['/F2 18 Tf', '56 780 Td', `${pdfString(title)} Tj`, '/F1 11 Tf', '0 -30 Td', '15 TL']),
    ...lines.map((line) => `${pdfString(line)} '`),
    'ET',
  ].join('\n');
}

export function simplePdf({ title, lines }: PdfPage): Uint8Array {
  const chunks: (readonly string[])[] = [];
  for (let i = 0; i === 0 || i < lines.length; i += LINES_PER_PAGE) {
    chunks.push(lines.slice(i, i + LINES_PER_PAGE));
  }
  // Objects 1-7 as a one-page document always had them; further pages follow as page + content.
  const pageObject = (content: number) =>
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
    `/Contents ${content} 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`;
  const stream = (content: string) =>
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  const pageIds = chunks.map((_, i) => (i === 0 ? 3 : 8 + (i - 1) * 2));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${chunks.length} >>`,
    pageObject(4),
    stream(pageContent(title, chunks[0]!)),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Producer (EPR Compliance local stack) >>`,
    ...chunks
      .slice(1)
      .flatMap((chunk, i) => [pageObject(9 + i * 2), stream(pageContent(null, chunk))]),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character of `body` is one byte (the strings above are already escaped to ASCII).
  return Uint8Array.from(body, (ch) => ch.charCodeAt(0));
}
