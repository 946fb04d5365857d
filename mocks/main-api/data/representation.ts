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
 * The orders' process (price, view, confirmation) is `representation-orders.ts`.
 * `representativeStatus()` says which applies; the derivation turns it into the obligation's
 * `representative` ('required', 'inProgress', 'appointed'; 'notNeeded' where the company is
 * established: its seat or a branch, `isEstablished()`).
 */
import type {
  OrderedWith,
  Representative,
  RepresentationSelection,
} from '../../../src/shared/contract/main/representation';
import type { Stream } from '../../../src/shared/contract/reference';
import { markets } from './compliance';
import type { UploadedFile } from '../../../src/shared/contract/main/service-common';
import { companies } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { processes } from './processes';
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
export function orderedFor(companyId: string, country: string, stream: Stream) {
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
