/**
 * Authorised representatives of the mock main API (DOM-7: one model per company, country and
 * stream). Two kinds:
 *
 * - **ordered**: an `authoriseme` order, made on the representative page or by the "our
 *   representative" add-on of a licence or registration order (`orderedWith`). One order makes one
 *   process per country (its `processIds`; the first names the order). The user uploads the power
 *   of attorney and signs the contract; then the local stack's representative confirms within 15
 *   seconds: from then on it is **appointed**, before that **pending**.
 * - **own**: a representative the company appointed itself, recorded with name, address and the
 *   day it took effect (appointed from that day).
 *
 * `representativeStatus()` says which applies; the derivation turns it into the obligation's
 * `representative` ('required', 'inProgress', 'appointed'; 'notNeeded' where the company is
 * established: its seat or a branch, `isEstablished()`).
 */
import { quoteFees } from '../../../src/domain/pricing';
import { servicePriceFor } from '../../../src/shared/contract/main/prices';
import type {
  OrderedWith,
  Representative,
  RepresentationOrder,
  RepresentationSelection,
} from '../../../src/shared/contract/main/representation';
import type { Stream } from '../../../src/shared/contract/reference';
import { markets } from './compliance';
import type { UploadedFile } from '../../../src/shared/contract/main/service-common';
import { companies } from '../../common/data/db';
import { quotePartiesOf } from './quote-parties';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { priceTableFixture } from './fixtures/prices';
import { processes, startProcess, updateProcess } from './processes';
import {
  documentsOf,
  euroText,
  vatAndTotalText,
  issueDocument,
  renderDocumentsWith,
} from './service-documents';
import { handleScheduledSteps, scheduleStep } from './service-steps';
import { table } from '../../common/data/table';

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
  /** Ordered inside a licence or registration order ("our representative"); null: on its own. */
  orderedWith?: OrderedWith | null;
}

/** A representative the company appointed itself, for one country and stream. */
export interface OwnRepresentativeRecord {
  /** `<companyId>/<country>/<stream>` */
  id: string;
  companyId: string;
  country: string;
  stream: Stream;
  name: string;
  /** Null when only a name came with a licence or registration order (to be completed). */
  address: string | null;
  /** ISO date the appointment took effect. */
  since: string;
  recordedAt: string;
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

export const ownRepresentativeId = (companyId: string, country: string, stream: string) =>
  `${companyId}/${country.toUpperCase()}/${stream}`;

export const ownRepresentatives = table<OwnRepresentativeRecord>(() => []);

/** What `representativeStatus()` answers: which kind represents the company, and how far. */
export interface RepresentativeStatus {
  kind: 'own' | 'ordered';
  status: 'appointed' | 'pending';
}

const isoToday = () => new Date().toISOString().slice(0, 10);

/** The ordered representations (not cancelled) that cover a country and stream. */
function orderedFor(companyId: string, country: string, stream: Stream) {
  const code = country.toUpperCase();
  return representations.all().filter((r) => {
    if (r.companyId !== companyId) return false;
    if (!r.selections.some((s) => s.country === code && s.streams.includes(stream))) return false;
    const process = r.processIds
      .map((id) => processes.findById(id))
      .find((p) => p?.country === code);
    return process !== undefined && process.status !== 'cancelled';
  });
}

/**
 * DOM-7, for the derivation: who represents the company in a country for a stream, or null when
 * nobody does (nor is ordered). An own representative is appointed from its `since` day (pending
 * before); an ordered one once the representative confirmed the order (pending until then).
 * Appointed wins over pending; between equals, the own one. Reads the tables only (no side
 * effects; the processes' due steps happen when the derivation reads them, before this).
 * Whether the company needs one at all (established: seat or branch) is `isEstablished()`.
 */
export function representativeStatus(
  companyId: string,
  country: string,
  stream: Stream,
  day = isoToday(),
): RepresentativeStatus | null {
  const own = ownRepresentatives.findById(ownRepresentativeId(companyId, country, stream));
  const candidates: RepresentativeStatus[] = [
    ...(own ? [{ kind: 'own', status: own.since <= day ? 'appointed' : 'pending' } as const] : []),
    ...orderedFor(companyId, country, stream).map(
      (r) => ({ kind: 'ordered', status: r.confirmedAt ? 'appointed' : 'pending' }) as const,
    ),
  ];
  return candidates.find((c) => c.status === 'appointed') ?? candidates[0] ?? null;
}

/** The countries where the company is established: its seat and its branches (markets). */
export function establishmentsOf(companyId: string): string[] {
  const seat = companies.findById(companyId)?.country;
  const branches = markets.findById(companyId)?.establishments ?? [];
  return [...new Set([...(seat ? [seat] : []), ...branches].map((c) => c.toUpperCase()))];
}

/** A branch counts as an establishment: no representative is needed there. */
export const isEstablished = (companyId: string, country: string) =>
  establishmentsOf(companyId).includes(country.toUpperCase());

/** The company's representatives by country and stream, as the API shows them. */
export function representativesOf(companyId: string, day = isoToday()): Representative[] {
  const rows: Representative[] = ownRepresentatives
    .where((o) => o.companyId === companyId)
    .map((o) => ({
      country: o.country,
      stream: o.stream,
      kind: 'own',
      status: o.since <= day ? 'appointed' : 'pending',
      name: o.name,
      address: o.address,
      since: o.since,
      orderId: null,
      orderedWith: null,
    }));
  for (const r of representations.where((x) => x.companyId === companyId)) {
    for (const selection of r.selections) {
      for (const stream of selection.streams) {
        if (!orderedFor(companyId, selection.country, stream).includes(r)) continue;
        rows.push({
          country: selection.country,
          stream,
          kind: 'ordered',
          status: r.confirmedAt ? 'appointed' : 'pending',
          name: null,
          address: null,
          since: r.confirmedAt?.slice(0, 10) ?? null,
          orderId: r.id,
          orderedWith: r.orderedWith ?? null,
        });
      }
    }
  }
  return rows.sort(
    (a, b) =>
      a.country.localeCompare(b.country) ||
      a.stream.localeCompare(b.stream) ||
      a.kind.localeCompare(b.kind),
  );
}

/** Records (or replaces) the company's own representative for a country and stream. */
export function recordOwnRepresentative(
  companyId: string,
  country: string,
  stream: Stream,
  input: { name: string; address: string | null; since: string },
): OwnRepresentativeRecord {
  const id = ownRepresentativeId(companyId, country, stream);
  const row: OwnRepresentativeRecord = {
    id,
    companyId,
    country: country.toUpperCase(),
    stream,
    name: input.name.trim(),
    address: input.address?.trim() || null,
    since: input.since,
    recordedAt: new Date().toISOString(),
  };
  if (ownRepresentatives.findById(id)) return ownRepresentatives.update(id, row)!;
  return ownRepresentatives.insert(row);
}

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
