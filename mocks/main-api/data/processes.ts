/**
 * The service processes of the fixture companies, one row each (licences, registrations,
 * applications). Services keep their detailed data in tables of their own, keyed by process id.
 */
import type { ProcessSummary } from '../../../src/shared/contract/main/processes';
import { newId } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { runDueSteps } from './service-steps';
import { table } from '../../common/data/table';

export type ProcessRecord = ProcessSummary;

const at = (iso: string) => new Date(iso).toISOString();
/** Licences are for a year: the fixtures' are for this year and the next, so they never age. */
const YEAR = new Date().getUTCFullYear();

export const processFixtures = (): ProcessRecord[] => [
  {
    id: 'prc-0001',
    companyId: COMPANY_IDS.nordlicht,
    service: 'de-licensing-process',
    country: 'DE',
    streams: ['packaging'],
    status: 'active',
    year: YEAR,
    reference: `LIZ-DE-${YEAR}-004817`,
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
    year: YEAR + 1,
    reference: null,
    createdAt: at('2026-11-10T13:22:00Z'),
    updatedAt: at('2026-11-10T13:48:00Z'),
  },
  {
    id: 'prc-0004',
    companyId: COMPANY_IDS.alpenglueck,
    service: 'at-licensing-process',
    country: 'AT',
    streams: ['packaging'],
    status: 'active',
    year: YEAR,
    reference: `ARA-${YEAR}-118204`,
    createdAt: at('2025-12-04T10:15:00Z'),
    updatedAt: at('2025-12-09T16:02:00Z'),
  },
  {
    // Kowalski sells electronics to German consumers without a German establishment.
    id: 'prc-0005',
    companyId: COMPANY_IDS.kowalski,
    service: 'authoriseme',
    country: 'DE',
    streams: ['weee'],
    status: 'active',
    year: null,
    reference: 'AR-DE-000731',
    createdAt: at('2024-06-25T08:40:00Z'),
    updatedAt: at('2024-07-08T12:10:00Z'),
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
