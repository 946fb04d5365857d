/** The companies' documents; each downloads as a small real PDF made on request. */
import { companies } from '../../common/data/db';
import type { DocumentRecord } from './fixtures/compliance';
import { documentFixtures } from './fixtures/compliance-documents';
import { simplePdf } from './pdf';
import { table } from '../../common/data/table';

export type { DocumentRecord };

export const documents = table(() => documentFixtures(Date.now()));

/** A company's documents, newest first. */
export const documentsOf = (companyId: string): DocumentRecord[] =>
  documents
    .where((d) => d.companyId === companyId)
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || a.id.localeCompare(b.id));

/** The document as a PDF: the company's name and the document's title and facts. */
export function documentPdf(document: DocumentRecord): Uint8Array {
  const company = companies.findById(document.companyId);
  return simplePdf({
    title: document.title,
    lines: [
      company?.name ?? '',
      company
        ? `${company.address.street}, ${company.address.postalCode} ${company.address.city}`
        : '',
      '',
      `Document: ${document.id} (${document.type})`,
      `Issued: ${document.issuedAt.slice(0, 10)}`,
      `Year: ${document.year}`,
      ...(document.country ? [`Country: ${document.country}`] : []),
      ...(document.stream ? [`Stream: ${document.stream}`] : []),
      ...(document.processId ? [`Process: ${document.processId}`] : []),
      ...(document.reportId ? [`Report: ${document.reportId}`] : []),
      '',
      'Issued by the EPR Compliance platform (local demo data).',
    ],
  });
}
