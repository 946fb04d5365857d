/**
 * The representation orders (`authoriseme`): made on the representative page or as the add-on
 * of a licence or registration order, their price and view, and the local stack's representative
 * confirming once the user's steps are done. The records themselves are `representation.ts`.
 */
import { quoteFees } from '../../../src/domain/pricing';
import { servicePriceFor } from '../../../src/shared/contract/main/prices';
import type {
  OrderedWith,
  RepresentationOrder,
  RepresentationSelection,
} from '../../../src/shared/contract/main/representation';
import type { Stream } from '../../../src/shared/contract/reference';
import { companies } from '../../common/data/db';
import { priceTableFixture } from './fixtures/prices';
import { processes, startProcess, updateProcess } from './processes';
import { quotePartiesOf } from './quote-parties';
import { orderedFor, representations, type RepresentationRecord } from './representation';
import {
  documentsOf,
  euroText,
  issueDocument,
  renderDocumentsWith,
  vatAndTotalText,
} from './service-documents';
import { handleScheduledSteps, scheduleStep } from './service-steps';

/**
 * "Our representative" ordered inside a licence or registration order: a real representation
 * order (an `authoriseme` process, submitted, with the same next steps), attached to that order,
 * unless one is already ordered for the country and stream (then that one is returned).
 */
export function orderRepresentationWith(
  companyId: string,
  country: string,
  stream: Stream,
  orderedWith: OrderedWith,
): RepresentationRecord {
  const code = country.toUpperCase();
  const existing = orderedFor(companyId, code, stream)[0];
  if (existing) return existing;
  const process = startProcess({
    companyId,
    service: 'authoriseme',
    country: code,
    streams: [stream],
    status: 'submitted',
  });
  const record = representations.insert({
    id: process.id,
    companyId,
    processIds: [process.id],
    selections: [{ country: code, streams: [stream] }],
    powerOfAttorney: null,
    contractSignedBy: null,
    contractSignedAt: null,
    confirmedAt: null,
    orderedAt: process.createdAt,
    orderedWith,
  });
  issueDocument({
    companyId,
    processId: record.id,
    domain: 'representation',
    kind: 'contract',
    fileName: 'authorised-representative-contract.pdf',
    createdAt: process.createdAt,
  });
  return record;
}

export const CONFIRMATION_DELAY_MS = 15_000;

/** The order one of whose processes this is. */
export const representationOf = (processId: string) =>
  representations.all().find((r) => r.processIds.includes(processId));

/** The order's price; an add-on of a licence or registration is charged there (empty here). */
export function quoteOfRepresentation(
  companyId: string,
  selections: readonly RepresentationSelection[],
  addOn = false,
) {
  const price = servicePriceFor(priceTableFixture, 'authoriseme')!;
  const count = addOn ? 0 : selections.reduce((sum, s) => sum + s.streams.length, 0);
  return quoteFees(
    price,
    [
      ['registration', addOn ? 0 : 1],
      ['perRepresentation', count],
    ],
    quotePartiesOf(companyId),
  );
}

export function representationView(record: RepresentationRecord): RepresentationOrder {
  const process = processes.findById(record.id)!;
  return {
    id: record.id,
    orderedWith: record.orderedWith ?? null,
    companyId: record.companyId,
    processIds: record.processIds,
    status: process.status,
    selections: record.selections,
    quote: quoteOfRepresentation(record.companyId, record.selections, Boolean(record.orderedWith)),
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
    const quote = quoteOfRepresentation(
      record.companyId,
      record.selections,
      Boolean(record.orderedWith),
    );
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
