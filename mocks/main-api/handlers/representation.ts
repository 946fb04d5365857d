/** Authorised-representative orders and their next steps. */
import { requires } from './company-scope';
import { config } from '../../../src/shared/config/config';
import type { PathParams } from 'msw';
import * as v from 'valibot';
import { inForce } from '../../../src/domain/applicability';
import { representationOptions } from '../../../src/domain/representation-options';
import { today } from '../../../src/domain/schedule';
import {
  OwnRepresentativeInputSchema,
  representationEndpoints,
} from '../../../src/shared/contract/main/representation';
import { issuesToFieldErrors, type FieldErrors } from '../../../src/shared/contract/primitives';
import {
  SECTION_COUNTRIES,
  STREAMS,
  ruleFor,
  type Stream,
} from '../../../src/shared/contract/reference';
import { companies, companyAccess, newId, type UserRecord } from '../../common/data/db';
import { referenceFixture } from '../data/fixtures/reference';
import { processes, processOf, startProcess, updateProcess } from '../data/processes';
import {
  establishmentsOf,
  isEstablished,
  ownRepresentativeId,
  ownRepresentatives,
  recordOwnRepresentative,
  representativeStatus,
  representativesOf,
  representations,
  type RepresentationRecord,
} from '../data/representation';
import {
  confirmWhenReady,
  representationOf,
  representationView,
} from '../data/representation-orders';
import { issueDocument } from '../data/service-documents';
import {
  companyNotFound,
  created,
  fail,
  noContent,
  ok,
  validationFailed,
} from '../../common/respond';
import { route } from '../../common/route';
import { contentProblem, contentRefused, decodeBase64, sanitizeFileName } from './uploads';
import { inCompanyScope, refuseUnlessEditor, type CompanyScopeParams } from './company-scope';

type OwnParams = CompanyScopeParams & PathParams & { country: string; stream: string };

/** The rule of a country and stream that requires or allows a representative, or undefined. */
function representedRule(country: string, stream: string) {
  if (!(STREAMS as readonly string[]).includes(stream) || !/^[A-Za-z]{2}$/.test(country))
    return undefined;
  const rule = ruleFor(referenceFixture, country.toUpperCase(), stream as Stream);
  return rule &&
    inForce(rule, today()) &&
    (rule.authorisedRepresentative === 'required' || rule.authorisedRepresentative === 'optional')
    ? rule
    : undefined;
}

type Params = { companyId: string; processId: string };

function findOrder(
  user: UserRecord,
  { companyId, processId }: Params,
): { record: RepresentationRecord } | { response: Response } {
  if (!companyAccess(user, companyId)) return { response: companyNotFound() };
  const record = processOf(companyId, processId) ? representationOf(processId) : undefined;
  return record ? { record } : { response: fail(404, 'Order not found') };
}

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
  route<typeof representationEndpoints.getRepresentatives, CompanyScopeParams>(
    config.mainApiUrl,
    representationEndpoints.getRepresentatives,
    inCompanyScope(({ params }) =>
      ok({
        establishments: establishmentsOf(params.companyId),
        representatives: representativesOf(params.companyId),
      }),
    ),
  ),

  route<typeof representationEndpoints.putOwnRepresentative, OwnParams>(
    config.mainApiUrl,
    representationEndpoints.putOwnRepresentative,
    inCompanyScope(({ params, body, access }) => {
      const rule = representedRule(params.country, params.stream);
      if (!rule) return fail(404, 'No rule asks for a representative in this country and stream');
      const refused = refuseUnlessEditor(access);
      if (refused) return refused;
      if (isEstablished(params.companyId, rule.country))
        return fail(409, 'The company is established there: it needs no representative');
      const checked = v.safeParse(OwnRepresentativeInputSchema, body);
      if (!checked.success) return validationFailed(issuesToFieldErrors(checked.issues));
      recordOwnRepresentative(params.companyId, rule.country, rule.stream, checked.output);
      const view = representativesOf(params.companyId).find(
        (r) => r.country === rule.country && r.stream === rule.stream && r.kind === 'own',
      )!;
      return ok(view);
    }),
  ),

  route<typeof representationEndpoints.deleteOwnRepresentative, OwnParams>(
    config.mainApiUrl,
    representationEndpoints.deleteOwnRepresentative,
    inCompanyScope(({ params, access }) => {
      const id = ownRepresentativeId(params.companyId, params.country, params.stream);
      if (!ownRepresentatives.findById(id)) return fail(404, 'No own representative recorded');
      const refused = refuseUnlessEditor(access);
      if (refused) return refused;
      ownRepresentatives.remove(id);
      return noContent();
    }),
  ),

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
        establishmentsOf(params.companyId),
      );
      // A running order for the same country and stream (TRUST-4): 409 naming it, before the
      // per-selection check that refuses any other representative already on record (DOM-7).
      const running = runningOrder(params.companyId, body.selections);
      if (running) {
        return fail(409, 'A representative is already ordered for this country and stream', {
          reason: 'orderRunning',
          processId: running.id,
        });
      }
      const fields: FieldErrors = {};
      body.selections.forEach((selection, i) => {
        const offered = options.filter((o) => o.country === selection.country);
        if (offered.length === 0) fields[`selections.${i}.country`] = 'notAllowed';
        else if (selection.streams.some((s) => !offered.some((o) => o.stream === s)))
          fields[`selections.${i}.streams`] = 'notAllowed';
        // Never a second representative where one is appointed or ordered (DOM-7).
        else if (
          selection.streams.some((s) =>
            representativeStatus(params.companyId, selection.country, s),
          )
        )
          fields[`selections.${i}.streams`] = 'taken';
      });
      if (Object.keys(fields).length) return validationFailed(fields);

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
        orderedWith: null,
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
      const bytes = decodeBase64(body.file.content);
      const problem = contentProblem(body.file.contentType, bytes);
      if (problem) return contentRefused('file.content', problem);
      const updated = representations.update(found.record.id, {
        powerOfAttorney: {
          id: newId('upl'),
          fileName: sanitizeFileName(body.file.fileName, body.file.contentType),
          contentType: body.file.contentType,
          size: bytes.length,
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
