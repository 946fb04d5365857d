/** NIE/NIF applications: a draft with company and signatory, documents, submission with consent. */
import { requires } from './company-scope';
import { config } from '../../../src/shared/config/config';
import { NIE_DOCUMENT_KINDS, nieNifEndpoints } from '../../../src/shared/contract/main/nie-nif';
import type { FieldErrors } from '../../../src/shared/contract/primitives';
import { companyAccess, newId, type UserRecord } from '../../common/data/db';
import {
  NIE_STEP_DELAYS_MS,
  nieNifApplications,
  nieNifView,
  stepsOf,
  type NieNifRecord,
} from '../data/nie-nif';
import { processOf, startProcess, updateProcess } from '../data/processes';
import { issueDocument } from '../data/service-documents';
import { scheduleStep } from '../data/service-steps';
import { companyNotFound, created, fail, ok, validationFailed } from '../../common/respond';
import { route } from '../../common/route';
import { contentProblem, contentRefused, decodeBase64, sanitizeFileName } from './uploads';

type Params = { companyId: string; processId: string };

function findApplication(
  user: UserRecord,
  { companyId, processId }: Params,
): { record: NieNifRecord } | { response: Response } {
  if (!companyAccess(user, companyId)) return { response: companyNotFound() };
  const record = processOf(companyId, processId)
    ? nieNifApplications.findById(processId)
    : undefined;
  return record ? { record } : { response: fail(404, 'Application not found') };
}

const isDraft = (record: NieNifRecord) => nieNifView(record).status === 'draft';
const submitted = () => fail(409, 'The application has been submitted');

/** Bytes of a base64 text. */
export const nieNifHandlers = [
  route<typeof nieNifEndpoints.createNieNifApplication, { companyId: string }>(
    config.mainApiUrl,
    nieNifEndpoints.createNieNifApplication,
    requires('editCompliance', ({ params, body, user }) => {
      if (!companyAccess(user, params.companyId)) return companyNotFound();
      const process = startProcess({
        companyId: params.companyId,
        service: 'nie-nif-application',
        country: 'ES',
        streams: [],
      });
      const record = nieNifApplications.insert({
        id: process.id,
        companyId: params.companyId,
        company: body.company,
        signatory: body.signatory,
        documents: [],
        reached: {},
        nif: null,
        signatoryNif: null,
      });
      return created(nieNifView(record));
    }),
  ),

  route<typeof nieNifEndpoints.getNieNifApplication, Params>(
    config.mainApiUrl,
    nieNifEndpoints.getNieNifApplication,
    ({ params, user }) => {
      const found = findApplication(user, params);
      return 'response' in found ? found.response : ok(nieNifView(found.record));
    },
  ),

  route<typeof nieNifEndpoints.updateNieNifApplication, Params>(
    config.mainApiUrl,
    nieNifEndpoints.updateNieNifApplication,
    requires('editCompliance', ({ params, body, user }) => {
      const found = findApplication(user, params);
      if ('response' in found) return found.response;
      if (!isDraft(found.record)) return submitted();
      const updated = nieNifApplications.update(found.record.id, body)!;
      updateProcess(updated.id, {});
      return ok(nieNifView(updated));
    }),
  ),

  route<typeof nieNifEndpoints.uploadNieNifDocument, Params>(
    config.mainApiUrl,
    nieNifEndpoints.uploadNieNifDocument,
    requires('editCompliance', ({ params, body, user }) => {
      const found = findApplication(user, params);
      if ('response' in found) return found.response;
      if (!isDraft(found.record)) return submitted();
      const bytes = decodeBase64(body.file.content);
      const problem = contentProblem(body.file.contentType, bytes);
      if (problem) return contentRefused('file.content', problem);
      const document = {
        id: newId('upl'),
        kind: body.kind,
        fileName: sanitizeFileName(body.file.fileName, body.file.contentType),
        contentType: body.file.contentType,
        size: bytes.length,
        uploadedAt: new Date().toISOString(),
      };
      const updated = nieNifApplications.update(found.record.id, {
        documents: [...found.record.documents.filter((d) => d.kind !== body.kind), document],
      })!;
      updateProcess(updated.id, {});
      return ok(nieNifView(updated));
    }),
  ),

  route<typeof nieNifEndpoints.submitNieNifApplication, Params>(
    config.mainApiUrl,
    nieNifEndpoints.submitNieNifApplication,
    requires('editCompliance', ({ params, user }) => {
      const found = findApplication(user, params);
      if ('response' in found) return found.response;
      const { record } = found;
      if (!isDraft(record)) return submitted();
      const fields: FieldErrors = {};
      for (const kind of NIE_DOCUMENT_KINDS) {
        if (!record.documents.some((d) => d.kind === kind))
          fields[`documents.${kind}`] = 'required';
      }
      if (Object.keys(fields).length) return validationFailed(fields);
      const now = new Date();
      const updated = nieNifApplications.update(record.id, {
        reached: { submitted: now.toISOString() },
      })!;
      updateProcess(record.id, { status: 'submitted' }, now);
      const steps = stepsOf(record);
      for (const [step, delay] of NIE_STEP_DELAYS_MS)
        if (steps.includes(step)) scheduleStep('nieNif', record.id, step, delay);
      issueDocument({
        companyId: record.companyId,
        processId: record.id,
        domain: 'nieNif',
        kind: 'receipt',
        fileName: 'nie-nif-application-receipt.pdf',
        createdAt: now.toISOString(),
      });
      return ok(nieNifView(updated));
    }),
  ),
];
