/**
 * Authorised-representative orders of the mock main API. One order makes one process per country
 * (its `processIds`; the first names the order). The user uploads the power of attorney and signs
 * the contract; then the local stack's representative confirms within 15 seconds.
 */
import { quoteFees, servicePriceFor } from '../../src/shared/contract/main/prices';
import type {
  RepresentationOrder,
  RepresentationSelection,
} from '../../src/shared/contract/main/representation';
import type { UploadedFile } from '../../src/shared/contract/main/service-common';
import { companies } from './db';
import { quotePartiesOf } from './quote-parties';
import { COMPANY_IDS } from './fixtures/companies';
import { priceTableFixture } from './fixtures/prices';
import { processes, updateProcess } from './processes';
import {
  documentsOf,
  euroText,
  vatAndTotalText,
  issueDocument,
  renderDocumentsWith,
} from './service-documents';
import { handleScheduledSteps, scheduleStep } from './service-steps';
import { table } from './table';

export interface RepresentationRecord {
  id: string;
  companyId: string;
  processIds: string[];
  selections: RepresentationSelection[];
  powerOfAttorney: UploadedFile | null;
  contractSignedBy: string | null;
  contractSignedAt: string | null;
  confirmedAt: string | null;
  orderedAt: string;
}

/**
 * The order behind Kowalski's representative in Germany (process prc-0005, WEEE): power of
 * attorney and contract in June 2024, confirmed by the representative in July.
 */
const fixtureRepresentations = (): RepresentationRecord[] => [
  {
    id: 'prc-0005',
    companyId: COMPANY_IDS.kowalski,
    processIds: ['prc-0005'],
    selections: [{ country: 'DE', streams: ['weee'] }],
    powerOfAttorney: {
      id: 'upl-0005',
      fileName: 'pelnomocnictwo-kowalski-elektronik.pdf',
      contentType: 'application/pdf',
      size: 184_320,
      uploadedAt: '2024-06-26T09:12:00.000Z',
    },
    contractSignedBy: 'Piotr Kowalski',
    contractSignedAt: '2024-06-27T14:05:00.000Z',
    confirmedAt: '2024-07-08T12:10:00.000Z',
    orderedAt: '2024-06-25T08:40:00.000Z',
  },
];

export const representations = table<RepresentationRecord>(fixtureRepresentations);

export const CONFIRMATION_DELAY_MS = 15_000;

/** The order one of whose processes this is. */
export const representationOf = (processId: string) =>
  representations.all().find((r) => r.processIds.includes(processId));

export function quoteOfRepresentation(
  companyId: string,
  selections: readonly RepresentationSelection[],
) {
  const price = servicePriceFor(priceTableFixture, 'authoriseme')!;
  const count = selections.reduce((sum, s) => sum + s.streams.length, 0);
  return quoteFees(
    price,
    [
      ['registration', 1],
      ['perRepresentation', count],
    ],
    quotePartiesOf(companyId),
  );
}

export function representationView(record: RepresentationRecord): RepresentationOrder {
  const process = processes.findById(record.id)!;
  return {
    id: record.id,
    companyId: record.companyId,
    processIds: record.processIds,
    status: process.status,
    selections: record.selections,
    quote: quoteOfRepresentation(record.companyId, record.selections),
    steps: [
      {
        step: 'powerOfAttorney',
        state: record.powerOfAttorney ? 'done' : 'open',
        completedAt: record.powerOfAttorney?.uploadedAt ?? null,
      },
      {
        step: 'contract',
        state: record.contractSignedAt ? 'done' : 'open',
        completedAt: record.contractSignedAt,
      },
      {
        step: 'confirmation',
        state: record.confirmedAt ? 'done' : 'waiting',
        completedAt: record.confirmedAt,
      },
    ],
    powerOfAttorney: record.powerOfAttorney,
    contractSignedBy: record.contractSignedBy,
    documents: record.processIds.flatMap((id) => documentsOf(id)),
    createdAt: record.orderedAt,
    updatedAt: process.updatedAt,
  };
}

/** Once the user's steps are done, the representative confirms (scheduled once). */
export function confirmWhenReady(record: RepresentationRecord): void {
  if (record.powerOfAttorney && record.contractSignedAt && !record.confirmedAt) {
    scheduleStep('representation', record.id, 'confirmation', CONFIRMATION_DELAY_MS);
  }
}

handleScheduledSteps('representation', (processId, _step, at) => {
  const record = representations.findById(processId);
  if (!record || record.confirmedAt) return;
  representations.update(processId, { confirmedAt: at.toISOString() });
  for (const id of record.processIds) updateProcess(id, { status: 'active' }, at);
  issueDocument({
    companyId: record.companyId,
    processId: record.id,
    domain: 'representation',
    kind: 'confirmation',
    fileName: 'representative-appointment.pdf',
    createdAt: at.toISOString(),
  });
});

renderDocumentsWith('representation', (document) => {
  const record = representationOf(document.processId);
  if (!record) return undefined;
  const name = companies.findById(record.companyId)?.name ?? record.companyId;
  const scope = record.selections.map((s) => `${s.country}: ${s.streams.join(', ')}`);
  if (document.kind === 'invoice') {
    const quote = quoteOfRepresentation(record.companyId, record.selections);
    return {
      title: 'Invoice (example prices)',
      lines: [
        name,
        ...scope,
        '',
        ...quote.lines.map((l) => `${l.item} x ${l.quantity}: ${euroText(l.amount)}`),
        `Net ${euroText(quote.net)}`,
        ...vatAndTotalText(quote),
      ],
    };
  }
  return {
    title:
      document.kind === 'contract'
        ? 'Authorised representative contract (example)'
        : 'Appointment of the authorised representative',
    lines: [
      name,
      'Represented in:',
      ...scope,
      '',
      ...(record.contractSignedBy ? [`Signed by ${record.contractSignedBy}`] : []),
      ...(record.confirmedAt ? [`Confirmed ${record.confirmedAt.slice(0, 10)}`] : []),
    ],
  };
});
