/**
 * The documents the services issue (participation certificates, invoices, order confirmations):
 * a record each; the PDF is written when it is downloaded, by the issuing domain's renderer, from
 * the process as it stands (`simplePdf`).
 */
import type { Quote, ServiceDocument } from '../../../src/shared/contract/main/service-common';
import { newId } from '../../common/data/db';
import { simplePdf, type PdfPage } from './pdf';
import { table } from '../../common/data/table';

export interface ServiceDocumentRecord extends ServiceDocument {
  companyId: string;
  processId: string;
  /** Who renders it: `licence`, `registration`, `nieNif`, `representation`. */
  domain: string;
}

const fixtureDocuments = (): ServiceDocumentRecord[] => [
  {
    id: 'doc-0001',
    companyId: 'cmp-0002',
    processId: 'prc-0001',
    domain: 'licence',
    kind: 'certificate',
    fileName: 'participation-certificate-de-2026.pdf',
    createdAt: '2025-12-02T15:40:00.000Z',
  },
  {
    id: 'doc-0002',
    companyId: 'cmp-0002',
    processId: 'prc-0001',
    domain: 'licence',
    kind: 'invoice',
    fileName: 'invoice-de-2026.pdf',
    createdAt: '2025-12-02T15:40:00.000Z',
  },
  {
    id: 'doc-0003',
    companyId: 'cmp-0006',
    processId: 'prc-0005',
    domain: 'representation',
    kind: 'confirmation',
    fileName: 'representative-appointment.pdf',
    createdAt: '2024-07-08T12:10:00.000Z',
  },
];

export const serviceDocuments = table<ServiceDocumentRecord>(fixtureDocuments);

type Renderer = (document: ServiceDocumentRecord) => PdfPage | undefined;
const renderers = new Map<string, Renderer>();

/** A domain tells how its documents read (once, when its module loads). */
export function renderDocumentsWith(domain: string, render: Renderer): void {
  renderers.set(domain, render);
}

export function issueDocument(
  input: Omit<ServiceDocumentRecord, 'id' | 'createdAt'> & { createdAt?: string },
): ServiceDocumentRecord {
  return serviceDocuments.insert({
    ...input,
    id: newId('doc'),
    createdAt: input.createdAt ?? new Date().toISOString(),
  });
}

/** The documents of a process, oldest first, as the API shows them. */
export const documentsOf = (processId: string): ServiceDocument[] =>
  serviceDocuments
    .where((d) => d.processId === processId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map(({ id, kind, fileName, createdAt }) => ({ id, kind, fileName, createdAt }));

/** The PDF of a document, or undefined when its domain cannot render it. */
export function pdfOf(document: ServiceDocumentRecord): Uint8Array | undefined {
  const page = renderers.get(document.domain)?.(document);
  return page ? simplePdf(page) : undefined;
}

export const euroText = (cents: number) =>
  `EUR ${(cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * An invoice's lines after the net (DOM-9): VAT by the quote's treatment with its legal note,
 * official fees apart without VAT, the total.
 */
export function vatAndTotalText(quote: Quote): string[] {
  const vat =
    quote.vatTreatment === 'reverseCharge'
      ? [
          `VAT 0% ${euroText(0)}`,
          'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC)',
          // Art. 226 (4): the customer's number, since the customer is the one liable for the tax.
          `Customer VAT ID: ${quote.customerVatId ?? '-'}`,
        ]
      : quote.vatTreatment === 'outsideScope'
        ? [
            `VAT 0% ${euroText(0)}`,
            'Not subject to EU VAT: supplied where the customer is established, outside the EU (Art. 44 Directive 2006/112/EC)',
          ]
        : [`VAT ${quote.vatRate}% ${euroText(quote.vat)}`];
  const official = quote.officialFees.length
    ? [
        `Services incl. VAT ${euroText(quote.gross)}`,
        'Official fees, passed on at cost in your name, no VAT charged by us:',
        ...quote.officialFees.map((l) => `${l.item} x ${l.quantity}: ${euroText(l.amount)}`),
      ]
    : [];
  return [...vat, ...official, `Total ${euroText(quote.total)}`];
}
