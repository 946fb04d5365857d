/**
 * The compliance tables: each company's markets, registration numbers and filed reports. The
 * obligations and deadlines are not stored: `obligations.ts` derives them from these tables.
 */
import {
  marketFixtures,
  registrationFixtures,
  registrationId,
  type RegistrationRecord,
  type ReportRecord,
} from './fixtures/compliance';
import { reportFixtures } from './fixtures/compliance-reports';
import type { QuantityTotals } from '../../../src/shared/contract/main/quantity-totals';
import type { SchemeContract } from '../../../src/shared/contract/main/scheme-contracts';
import { table } from '../../common/data/table';

export type { RegistrationRecord, ReportRecord };
export { registrationId };

/** One row per company (its id is the company's). */
export const markets = table(() => marketFixtures(Date.now()));
export const registrations = table(() => registrationFixtures(Date.now()));
export const reports = table(() => reportFixtures(Date.now()));

export interface QuantityTotalsRecord extends QuantityTotals {
  /** `companyId/COUNTRY/stream/year`. */
  id: string;
  companyId: string;
}
/** Past years' quantities the companies entered (none in the fixtures: licences supply theirs). */
export const quantityTotals = table<QuantityTotalsRecord>(() => []);

export const quantityTotalsOf = (companyId: string): QuantityTotalsRecord[] =>
  quantityTotals.where((t) => t.companyId === companyId);

export const registrationsOf = (companyId: string): RegistrationRecord[] =>
  registrations.where((r) => r.companyId === companyId);

export const reportsOf = (companyId: string): ReportRecord[] =>
  reports.where((r) => r.companyId === companyId);

/**
 * Records a registration number, as the registration and licensing services do when they learn
 * one (a LUCID number entered in the licensing wizard, a WEEE number issued).
 */
export function recordRegistration(
  companyId: string,
  input: Pick<RegistrationRecord, 'country' | 'stream' | 'number'> &
    Partial<Pick<RegistrationRecord, 'reportingFrequency' | 'commercialReportingFrequency'>>,
): RegistrationRecord {
  const id = registrationId(companyId, input.country, input.stream);
  const row: RegistrationRecord = {
    id,
    companyId,
    country: input.country.toUpperCase(),
    stream: input.stream,
    number: input.number.trim(),
    reportingFrequency: input.reportingFrequency ?? null,
    ...(input.commercialReportingFrequency
      ? { commercialReportingFrequency: input.commercialReportingFrequency }
      : {}),
    updatedAt: new Date().toISOString(),
  };
  if (registrations.findById(id)) return registrations.update(id, row)!;
  return registrations.insert(row);
}

export interface SchemeContractRecord extends SchemeContract {
  /** `companyId/COUNTRY/stream`. */
  id: string;
  companyId: string;
}
/** The scheme contracts companies recorded (none in the fixtures: the usual dates apply). */
export const schemeContracts = table<SchemeContractRecord>(() => []);

export const schemeContractsOf = (companyId: string): SchemeContractRecord[] =>
  schemeContracts.where((c) => c.companyId === companyId);
