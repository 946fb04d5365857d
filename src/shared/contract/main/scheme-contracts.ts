/**
 * A company's contract with a scheme (a German dual system, an Austrian collection system such as
 * ARA) per market, booked outside the platform: which scheme, its membership or contract number,
 * and the dates its contract sets for reports the law leaves to the contract (planned and year-end
 * quantities, VerpackG §7 with the system's terms). A contract with a number on record fulfils
 * system participation (RULE-2); deadlines of contract-dated rules follow its dates and say they
 * are the scheme's, not the law's.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema, TimestampSchema } from '../primitives';
import { StreamSchema } from '../reference';

/** A day of the year without a year, as contracts name it ("by 15 May"). */
export const MonthDaySchema = v.pipe(
  v.object({
    month: v.pipe(
      v.number('invalid'),
      v.integer('invalid'),
      v.minValue(1, 'invalid'),
      v.maxValue(12, 'invalid'),
    ),
    day: v.pipe(
      v.number('invalid'),
      v.integer('invalid'),
      v.minValue(1, 'invalid'),
      v.maxValue(31, 'invalid'),
    ),
  }),
  v.check(({ month, day }) => day <= new Date(Date.UTC(2000, month, 0)).getUTCDate(), 'invalid'),
);

export const SchemeContractSchema = v.object({
  country: CountryCodeSchema,
  stream: StreamSchema,
  scheme: v.string(),
  /** The membership or contract number with the scheme; null on contracts kept from before. */
  membershipNumber: v.nullable(v.string()),
  /** The contract's date per deadline rule id (only rules whose basis is the contract). */
  dates: v.record(v.string(), MonthDaySchema),
  updatedAt: TimestampSchema,
});
export type SchemeContract = v.InferOutput<typeof SchemeContractSchema>;

export const SchemeContractInputSchema = v.object({
  scheme: v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(80, 'tooLong'),
  ),
  membershipNumber: v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(40, 'tooLong'),
  ),
  dates: v.record(
    v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'invalid')),
    MonthDaySchema,
    'invalid',
  ),
});
export type SchemeContractInput = v.InferInput<typeof SchemeContractInputSchema>;

export const schemeContractEndpoints = {
  getSchemeContracts: endpoint({
    method: 'GET',
    path: '/companies/:companyId/scheme-contracts',
    auth: 'bearer',
    response: v.array(SchemeContractSchema),
    errors: [404],
  }),
  putSchemeContract: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/scheme-contracts/:country/:stream',
    auth: 'bearer',
    body: SchemeContractInputSchema,
    response: SchemeContractSchema,
    errors: [400, 404],
  }),
};
