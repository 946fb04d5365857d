/**
 * NIE/NIF applications of the mock main API, keyed by process id. Once submitted, the local
 * stack's tax office checks the documents, files form 036 and issues the entity NIF, a step every
 * 20 seconds (`service-steps`).
 */
import { dniLetter, entityNifControl } from '../../../src/domain/spanish-tax-ids';
import {
  NIE_TIMELINE,
  type NieDocument,
  type NieNifApplication,
} from '../../../src/shared/contract/main/nie-nif';
import { companies } from '../../common/data/db';
import { processes, updateProcess } from './processes';
import { documentsOf, issueDocument, renderDocumentsWith } from './service-documents';
import { handleScheduledSteps } from './service-steps';
import { table } from '../../common/data/table';

type Step = (typeof NIE_TIMELINE)[number];

export interface NieNifRecord {
  id: string;
  companyId: string;
  company: NieNifApplication['company'];
  signatory: NieNifApplication['signatory'];
  documents: NieDocument[];
  /** When each step was reached. */
  reached: Partial<Record<Step, string>>;
  nif: string | null;
  /** The signatory's "M" NIF from form 030, once issued. */
  signatoryNif: string | null;
}

export const nieNifApplications = table<NieNifRecord>(() => []);

/** The tax office's steps after submission, and when each happens. */
export const NIE_STEP_DELAYS_MS: [Step, number][] = [
  ['documentsChecked', 20_000],
  ['signatoryNif', 30_000],
  ['filed', 40_000],
  ['nifIssued', 60_000],
];

/** A signatory without an NIE or NIF gets an "M" NIF on form 030 first (DOM-10). */
export const needsSignatoryNif = (record: Pick<NieNifRecord, 'signatory'>) =>
  record.signatory.nie === '';

/** The steps this application goes through. */
export const stepsOf = (record: Pick<NieNifRecord, 'signatory'>): Step[] =>
  NIE_TIMELINE.filter((step) => step !== 'signatoryNif' || needsSignatoryNif(record));

export function nieNifView(record: NieNifRecord): NieNifApplication {
  const process = processes.findById(record.id)!;
  const steps = stepsOf(record);
  const last = [...steps].reverse().find((step) => record.reached[step]);
  return {
    id: record.id,
    companyId: record.companyId,
    status: process.status,
    company: record.company,
    signatory: record.signatory,
    documents: record.documents,
    issuedDocuments: documentsOf(record.id),
    timeline: steps.map((step) => ({
      step,
      state: step === last ? 'current' : record.reached[step] ? 'done' : 'pending',
      at: record.reached[step] ?? null,
    })),
    nif: record.nif,
    signatoryNif: record.signatoryNif,
    submittedAt: record.reached.submitted ?? null,
    createdAt: process.createdAt,
    updatedAt: process.updatedAt,
  };
}

let issued = 0;

/** An entity NIF for a foreign company: `N` + 7 digits + its control letter. */
export function issueNif(): string {
  issued += 1;
  const digits = String(2_450_000 + issued * 3_571)
    .padStart(7, '0')
    .slice(-7);
  return `N${digits}${entityNifControl('N', digits)}`;
}

/** A person's "M" NIF (form 030): `M` + 7 digits + the DNI check letter of the digits. */
export function issueMNif(): string {
  issued += 1;
  const digits = String(1_380_000 + issued * 4_219)
    .padStart(7, '0')
    .slice(-7);
  return `M${digits}${dniLetter(digits)}`;
}

handleScheduledSteps('nieNif', (processId, step, at) => {
  const record = nieNifApplications.findById(processId);
  if (!record || processes.findById(processId)?.status !== 'submitted') return;
  const reached = { ...record.reached, [step]: at.toISOString() };
  if (step === 'signatoryNif') {
    if (!needsSignatoryNif(record)) return;
    nieNifApplications.update(processId, { reached, signatoryNif: issueMNif() });
    updateProcess(processId, {}, at);
  } else if (step === 'nifIssued') {
    const nif = issueNif();
    nieNifApplications.update(processId, { reached, nif });
    updateProcess(processId, { status: 'completed', reference: nif }, at);
    issueDocument({
      companyId: record.companyId,
      processId,
      domain: 'nieNif',
      kind: 'certificate',
      fileName: `nif-${nif}.pdf`,
      createdAt: at.toISOString(),
    });
  } else {
    nieNifApplications.update(processId, { reached });
    updateProcess(processId, {}, at);
  }
});

renderDocumentsWith('nieNif', (document) => {
  const record = nieNifApplications.findById(document.processId);
  if (!record) return undefined;
  const name = companies.findById(record.companyId)?.name ?? record.company.legalName;
  return document.kind === 'certificate'
    ? {
        title: 'NIF assignment (example)',
        lines: [
          record.company.legalName,
          `Número de identificación fiscal: ${record.nif ?? '-'}`,
          `Applied for by ${name} through the EPR Compliance local stack.`,
        ],
      }
    : {
        title: 'Application received',
        lines: [
          record.company.legalName,
          `Form 036 (NIF for a non-resident entity, N): ${record.company.legalName}, ${record.company.seatCountry}, tax ID ${record.company.foreignTaxId}, incorporated ${record.company.incorporationDate}`,
          `Notifications: ${record.company.notificationChannel === 'dehu' ? 'electronic (DEHú)' : `${record.company.notificationStreet}, ${record.company.notificationPostalCode} ${record.company.notificationCity}`}`,
          `Signatory: ${record.signatory.fullName} (${record.signatory.role})`,
          `Signatory's NIE/NIF: ${record.signatory.nie || 'form 030 for an M NIF first'}`,
          `Documents: ${record.documents.map((d) => d.fileName).join(', ')}`,
          `Submitted ${record.reached.submitted ?? '-'}`,
        ],
      };
});
