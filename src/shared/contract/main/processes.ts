/**
 * The service processes a company has started (licences, registrations, applications), one row
 * each. The detailed resources of each service build on these rows; the obligations a company sees
 * are derived from them (with its markets, registrations and reports), so completing a process
 * changes the obligations on every screen.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { IdSchema, TimestampSchema } from '../primitives';
import { CountryCodeSchema, ServiceIdSchema, StreamSchema } from '../reference';

/**
 * - `draft`: started, not sent;
 * - `submitted`: sent, the platform or an authority works on it;
 * - `active`: in force (a licence for its year, a registration, a representation);
 * - `completed`: a one-off service that is done (an NIE/NIF issued);
 * - `cancelled`: ended before or after it was in force.
 */
export const PROCESS_STATUSES = ['draft', 'submitted', 'active', 'completed', 'cancelled'] as const;
export const ProcessStatusSchema = v.picklist(PROCESS_STATUSES);
export type ProcessStatus = v.InferOutput<typeof ProcessStatusSchema>;

export const ProcessSummarySchema = v.object({
  id: IdSchema,
  companyId: v.string(),
  service: ServiceIdSchema,
  /** The country the process is for. */
  country: CountryCodeSchema,
  /** The streams it covers (a licence: packaging; an authorised representative: several). */
  streams: v.array(StreamSchema),
  status: ProcessStatusSchema,
  /** The year it covers, for yearly services (licences); otherwise null. */
  year: v.nullable(v.number()),
  /** What the process produced that others quote: a registration or licence number. */
  reference: v.nullable(v.string()),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ProcessSummary = v.InferOutput<typeof ProcessSummarySchema>;

export const processEndpoints = {
  getProcesses: endpoint({
    method: 'GET',
    path: '/companies/:companyId/processes',
    auth: 'bearer',
    response: v.array(ProcessSummarySchema),
    errors: [404],
  }),
  getProcessDocument: endpoint({
    method: 'GET',
    path: '/companies/:companyId/processes/:processId/documents/:documentId',
    auth: 'bearer',
    response: null,
    produces: 'application/pdf',
    errors: [404],
  }),
};
