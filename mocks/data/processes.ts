/**
 * The service processes of the fixture companies, one row each (licences, registrations,
 * applications). Services keep their detailed data in tables of their own, keyed by process id.
 */
import type { ProcessSummary } from '../../src/shared/contract/main/processes';
import { newId } from './db';
import { COMPANY_IDS } from './fixtures/companies';
import { runDueSteps } from './service-steps';
import { table } from './table';

export type ProcessRecord = ProcessSummary;

const at = (iso: string) => new Date(iso).toISOString();

export const processFixtures = (): ProcessRecord[] => [
  {
    id: 'prc-0001',
    companyId: COMPANY_IDS.nordlicht,
    service: 'de-licensing-process',
    country: 'DE',
    streams: ['packaging'],
    status: 'active',
    year: 2026,
    reference: 'LIZ-DE-2026-004817',
    createdAt: at('2025-11-14T09:12:00Z'),
    updatedAt: at('2025-12-02T15:40:00Z'),
  },
  {
    id: 'prc-0002',
    companyId: COMPANY_IDS.nordlicht,
    service: 'weee-de',
    country: 'DE',
    streams: ['weee'],
    status: 'submitted',
    year: null,
    reference: null,
    createdAt: at('2026-10-20T10:05:00Z'),
    updatedAt: at('2026-10-21T08:30:00Z'),
  },
  {
    id: 'prc-0003',
    companyId: COMPANY_IDS.alpenglueck,
    service: 'at-licensing-process',
    country: 'AT',
    streams: ['packaging'],
    status: 'draft',
    year: 2027,
    reference: null,
    createdAt: at('2026-11-10T13:22:00Z'),
    updatedAt: at('2026-11-10T13:48:00Z'),
  },
];

export const processes = table(processFixtures);

/** A company's processes, newest first (after the steps that came due have happened). */
export function processesOf(companyId: string): ProcessRecord[] {
  runDueSteps();
  return processes
    .where((p) => p.companyId === companyId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A company's process by id, or undefined (another company's is not found either). */
export function processOf(companyId: string, processId: string): ProcessRecord | undefined {
  runDueSteps();
  const process = processes.findById(processId);
  return process?.companyId === companyId ? process : undefined;
}

/** Starts a process: a new row, status `draft` unless said otherwise. */
export function startProcess(
  input: Pick<ProcessRecord, 'companyId' | 'service' | 'country' | 'streams'> &
    Partial<Pick<ProcessRecord, 'status' | 'year' | 'reference'>>,
): ProcessRecord {
  const now = new Date().toISOString();
  return processes.insert({
    status: 'draft',
    year: null,
    reference: null,
    ...input,
    id: newId('prc'),
    createdAt: now,
    updatedAt: now,
  });
}

/** Changes a process row (its status, year, reference) and stamps `updatedAt`. */
export function updateProcess(
  id: string,
  patch: Partial<Pick<ProcessRecord, 'status' | 'year' | 'reference' | 'streams'>>,
  at = new Date(),
): ProcessRecord | undefined {
  return processes.update(id, { ...patch, updatedAt: at.toISOString() });
}
