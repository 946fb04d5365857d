/**
 * A company's EPR registration numbers, one per country and stream (LUCID for German packaging,
 * WEEE-Reg.-Nr. for German WEEE, BDO in Poland...). The number is checked against the format the
 * reference data gives for that country and stream.
 */
import * as v from 'valibot';
import { CHOSEN_FREQUENCIES } from '../../../domain/vocabulary/frequencies';
import { endpoint } from '../endpoint';
import { CountryCodeSchema, TimestampSchema } from '../primitives';
import { StreamSchema, registrationNumberMatches, type ObligationRule } from '../reference';

/**
 * Where a rule's reporting frequency depends on the fee level, the company says which applies;
 * `flatFee`: a small quantity on a scheme's flat fee, with no period reports (ARA: household and
 * commercial packaging each at most 1,500 kg a year).
 */
export const ReportingFrequencySchema = v.picklist(CHOSEN_FREQUENCIES, 'invalid');
export type ReportingFrequency = v.InferOutput<typeof ReportingFrequencySchema>;

export const RegistrationSchema = v.object({
  country: CountryCodeSchema,
  stream: StreamSchema,
  /** As the company typed it (trimmed). */
  number: v.string(),
  /** Only where the rule's frequency depends on the fee level; null otherwise. Household packaging where the rule sets segments apart. */
  reportingFrequency: v.nullable(ReportingFrequencySchema),
  /** Commercial packaging's own frequency where the rule sets segments apart; absent: as household. */
  commercialReportingFrequency: v.optional(v.nullable(ReportingFrequencySchema)),
  updatedAt: TimestampSchema,
});
export type Registration = v.InferOutput<typeof RegistrationSchema>;

export const RegistrationInputSchema = v.object({
  number: v.pipe(v.string('invalid'), v.trim(), v.nonEmpty('required'), v.maxLength(60, 'tooLong')),
  reportingFrequency: v.optional(v.nullable(ReportingFrequencySchema), null),
  commercialReportingFrequency: v.optional(v.nullable(ReportingFrequencySchema)),
});
export type RegistrationInput = v.InferInput<typeof RegistrationInputSchema>;

/**
 * The input schema with the rule's number format: what the form checks on blur and the service
 * on save. A rule without a known format takes any number.
 */
export const registrationInputSchemaFor = (rule: ObligationRule) =>
  v.pipe(
    RegistrationInputSchema,
    v.forward(
      v.check((input) => registrationNumberMatches(rule, input.number) !== false, 'invalid'),
      ['number'],
    ),
  );

export const registrationEndpoints = {
  getRegistrations: endpoint({
    method: 'GET',
    path: '/companies/:companyId/registrations',
    auth: 'bearer',
    response: v.array(RegistrationSchema),
    errors: [404],
  }),
  putRegistration: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/registrations/:country/:stream',
    auth: 'bearer',
    body: RegistrationInputSchema,
    response: RegistrationSchema,
    errors: [400, 404],
  }),
  deleteRegistration: endpoint({
    method: 'DELETE',
    path: '/companies/:companyId/registrations/:country/:stream',
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [404],
  }),
};
