/** Authorised-representative orders and their next steps. */
import { requires } from './company-scope';
import { config } from '../../../src/shared/config/config';
import {
  representationEndpoints,
  representationOptions,
} from '../../../src/shared/contract/main/representation';
import type { FieldErrors } from '../../../src/shared/contract/primitives';
import { SECTION_COUNTRIES } from '../../../src/shared/contract/reference';
import { companies, companyAccess, newId, type UserRecord } from '../../data/db';
import { referenceFixture } from '../../data/fixtures/reference';
import { processes, processOf, startProcess, updateProcess } from '../../data/processes';
import {
  confirmWhenReady,
  representationOf,
  representationView,
  representations,
  type RepresentationRecord,
} from '../../data/representation';
import { issueDocument } from '../../data/service-documents';
import { companyNotFound, created, fail, ok, validationFailed } from '../respond';
import { route } from '../route';

type Params = { companyId: string; processId: string };

function findOrder(
  user: UserRecord,
  { companyId, processId }: Params,
): { record: RepresentationRecord } | { response: Response } {
  if (!companyAccess(user, companyId)) return { response: companyNotFound() };
  const record = processOf(companyId, processId) ? representationOf(processId) : undefined;
  return record ? { record } : { response: fail(404, 'Order not found') };
}

const decodedSize = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/**
 * The company's order still running (submitted or active) for one of these countries and streams
 * (TRUST-4): ordering it again would make a second contract and invoice.
 */
function runningOrder(
  companyId: string,
  selections: readonly { country: string; streams: readonly string[] }[],
): RepresentationRecord | undefined {
  const running = processes.where(
    (p) =>
      p.companyId === companyId &&
      p.service === 'authoriseme' &&
      (p.status === 'submitted' || p.status === 'active') &&
      selections.some(
        (s) => s.country === p.country && p.streams.some((stream) => s.streams.includes(stream)),
      ),
  );
  return representations.where((r) => running.some((p) => r.processIds.includes(p.id)))[0];
}

const touch = (record: RepresentationRecord) =>
  record.processIds.forEach((id) => updateProcess(id, {}));

export const representationHandlers = [
  route<typeof representationEndpoints.getRepresentationOrders, { companyId: string }>(
    config.mainApiUrl,
    representationEndpoints.getRepresentationOrders,
    ({ params, user }) => {
      if (!companyAccess(user, params.companyId)) return companyNotFound();
      // Reading the processes lets due confirmations happen first.
      const orders = representations
        .where((r) => r.companyId === params.companyId && Boolean(processOf(r.companyId, r.id)))
        .sort((a, b) => b.orderedAt.localeCompare(a.orderedAt));
      return ok(orders.map(representationView));
    },
  ),

  route<typeof representationEndpoints.orderRepresentation, { companyId: string }>(
    config.mainApiUrl,
    representationEndpoints.orderRepresentation,
    requires('editCompliance', ({ params, body, user }) => {
      const company = companies.findById(params.companyId);
      if (!company || !companyAccess(user, params.companyId)) return companyNotFound();
      const options = representationOptions(
        referenceFixture.rules,
        company.country,
        SECTION_COUNTRIES,
      );
      const fields: FieldErrors = {};
      body.selections.forEach((selection, i) => {
        const offered = options.filter((o) => o.country === selection.country);
        if (offered.length === 0) fields[`selections.${i}.country`] = 'notAllowed';
        else if (selection.streams.some((s) => !offered.some((o) => o.stream === s)))
          fields[`selections.${i}.streams`] = 'notAllowed';
      });
      if (Object.keys(fields).length) return validationFailed(fields);
      const running = runningOrder(params.companyId, body.selections);
      if (running) {
        return fail(409, 'A representative is already ordered for this country and stream', {
          reason: 'orderRunning',
          processId: running.id,
        });
      }

      const processIds = body.selections.map(
        (selection) =>
          startProcess({
            companyId: params.companyId,
            service: 'authoriseme',
            country: selection.country,
            streams: selection.streams,
            status: 'submitted',
          }).id,
      );
      const now = new Date().toISOString();
      const record = representations.insert({
        id: processIds[0]!,
        companyId: params.companyId,
        processIds,
        selections: body.selections,
        powerOfAttorney: null,
        contractSignedBy: null,
        contractSignedAt: null,
        confirmedAt: null,
        orderedAt: now,
      });
      const base = {
        companyId: params.companyId,
        processId: record.id,
        domain: 'representation',
        createdAt: now,
      };
      issueDocument({
        ...base,
        kind: 'contract',
        fileName: 'authorised-representative-contract.pdf',
      });
      issueDocument({
        ...base,
        kind: 'invoice',
        fileName: 'invoice-authorised-representative.pdf',
      });
      return created(representationView(record));
    }),
  ),

  route<typeof representationEndpoints.getRepresentationOrder, Params>(
    config.mainApiUrl,
    representationEndpoints.getRepresentationOrder,
    ({ params, user }) => {
      const found = findOrder(user, params);
      return 'response' in found ? found.response : ok(representationView(found.record));
    },
  ),

  route<typeof representationEndpoints.uploadPowerOfAttorney, Params>(
    config.mainApiUrl,
    representationEndpoints.uploadPowerOfAttorney,
    requires('editCompliance', ({ params, body, user }) => {
      const found = findOrder(user, params);
      if ('response' in found) return found.response;
      if (found.record.confirmedAt) return fail(409, 'The representative has confirmed already');
      const updated = representations.update(found.record.id, {
        powerOfAttorney: {
          id: newId('upl'),
          fileName: body.file.fileName,
          contentType: body.file.contentType,
          size: decodedSize(body.file.content),
          uploadedAt: new Date().toISOString(),
        },
      })!;
      touch(updated);
      confirmWhenReady(updated);
      return ok(representationView(updated));
    }),
  ),

  route<typeof representationEndpoints.signRepresentationContract, Params>(
    config.mainApiUrl,
    representationEndpoints.signRepresentationContract,
    requires('editCompliance', ({ params, body, user }) => {
      const found = findOrder(user, params);
      if ('response' in found) return found.response;
      if (found.record.contractSignedAt) return fail(409, 'The contract is signed already');
      const updated = representations.update(found.record.id, {
        contractSignedBy: body.signatoryName,
        contractSignedAt: new Date().toISOString(),
      })!;
      touch(updated);
      confirmWhenReady(updated);
      return ok(representationView(updated));
    }),
  ),
];
