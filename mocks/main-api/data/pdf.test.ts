import { simplePdf } from './pdf';

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('the documents’ PDFs', () => {
  it('[X-PDF-1] is a well-formed PDF whose cross-reference table points at its objects', () => {
    const pdf = text(
      simplePdf({ title: 'Beteiligungsnachweis 2026', lines: ['Nordlicht Versand GmbH'] }),
    );
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) =>
      expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
    );
  });

  it('[X-PDF-1] writes the title and lines, umlauts and the euro sign in WinAnsi', () => {
    const pdf = text(
      simplePdf({ title: 'Rechnung (Beispiel)', lines: ['Müller & Söhne', '12,50 €'] }),
    );
    expect(pdf).toContain('(Rechnung \\(Beispiel\\)) Tj');
    expect(pdf).toContain("(M\\374ller & S\\366hne) '");
    expect(pdf).toContain("(12,50 \\200) '");
  });
});
