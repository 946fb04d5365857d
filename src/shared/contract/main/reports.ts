/**
 * Reports a company has filed for its deadlines (quantity reports, declarations, planned
 * quantities). Filing one fulfils the deadline it names, which the obligations then reflect.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema, TimestampSchema } from '../primitives';
import { StreamSchema } from '../reference';

export const ReportSchema = v.object({
  id: v.string(),
  country: CountryCodeSchema,
  stream: StreamSchema,
  /** The deadline it fulfils (`DeadlineSchema.id`). */
  deadlineId: v.string(),
  ruleId: v.string(),
  dueDate: v.pipe(v.string(), v.isoDate()),
  /** Total quantity reported, if the report had one; 0 is a zero report. */
  quantityKg: v.nullable(v.number()),
  /** The register's or scheme's confirmation number, if the company has one. */
  reference: v.nullable(v.string()),
  filedAt: TimestampSchema,
  /** The receipt among the documents. */
  documentId: v.nullable(v.string()),
});
export type Report = v.InferOutput<typeof ReportSchema>;

export const ReportInputSchema = v.object({
  deadlineId: v.pipe(v.string('invalid'), v.trim(), v.nonEmpty('required')),
  quantityKg: v.optional(
    v.nullable(
      v.pipe(
        v.number('invalid'),
        v.minValue(0, 'invalid'),
        v.maxValue(1_000_000_000, 'invalid'),
        v.check((n) => Math.round(n * 1000) === n * 1000, 'invalid'),
      ),
    ),
    null,
  ),
  reference: v.pipe(
    v.optional(v.nullable(v.string('invalid')), null),
    v.transform((value) => value?.trim() || null),
    v.check((value) => value === null || value.length <= 60, 'tooLong'),
  ),
});
export type ReportInput = v.InferInput<typeof ReportInputSchema>;

export const reportEndpoints = {
  getReports: endpoint({
    method: 'GET',
    path: '/companies/:companyId/reports',
    auth: 'bearer',
    query: {
      country: { description: 'Only this country (ISO code)' },
      stream: { description: 'Only this stream' },
    },
    response: v.array(ReportSchema),
    errors: [404],
  }),
  fileReport: endpoint({
    method: 'POST',
    path: '/companies/:companyId/reports',
    auth: 'bearer',
    body: ReportInputSchema,
    response: ReportSchema,
    status: 201,
    errors: [400, 404, 409],
  }),
};
