/** A packaging licence as the API shows it: quantities, quote, fee route, schedule and timeline. */
import { LICENCE_TIMELINE, type Licence } from '../../../src/shared/contract/main/licences';
import { completeness } from './licence-completeness';
import { feeRouteOf, quoteFor } from './licence-fees';
import {
  austrianSchedule,
  commercialFrequencyOf,
  frequencyOf,
  germanSchedule,
} from './licence-schedules';
import { licensedQuantities, type LicenceRecord } from './licensing';
import { processes, type ProcessRecord } from './processes';
import { documentsOf } from './service-documents';

function timeline(record: LicenceRecord, process: ProcessRecord): Licence['timeline'] {
  const reached: Partial<Record<(typeof LICENCE_TIMELINE)[number], string>> = {
    draft: process.createdAt,
  };
  if (record.submittedAt) {
    reached.submitted = record.submittedAt;
    if (process.status === 'active' || process.status === 'completed')
      reached.active = record.submittedAt;
  }
  if (process.status === 'cancelled') reached.cancelled = process.updatedAt;
  const steps = LICENCE_TIMELINE.filter(
    (step) => step !== 'cancelled' || process.status === 'cancelled',
  ).filter((step) => process.status !== 'cancelled' || reached[step]);
  const last = [...steps].reverse().find((step) => reached[step]);
  return steps.map((step) => ({
    step,
    state: step === last ? 'current' : reached[step] ? 'done' : 'pending',
    at: reached[step] ?? null,
  }));
}

/** The licence as the API shows it. */
export function licenceView(record: LicenceRecord, now = new Date()): Licence {
  const process = processes.findById(record.id)!;
  const submitted = process.status !== 'draft' && record.submittedAt !== null;
  const quantities = submitted ? licensedQuantities(record) : { ...record.quantities };
  const priced = quoteFor(record, quantities);
  const feeRoute = feeRouteOf(record, quantities);
  const frequency = frequencyOf(record, priced, feeRoute, quantities);
  // The flat fee has no period reports: one yearly invoice.
  const schedule =
    submitted && record.year !== null && process.status !== 'cancelled'
      ? record.country === 'DE'
        ? germanSchedule(record, now)
        : frequency === 'flatFee'
          ? []
          : austrianSchedule(record, frequency ?? 'yearly', now)
      : [];
  return {
    id: record.id,
    companyId: record.companyId,
    country: record.country,
    status: process.status,
    step: record.step,
    lucidNumber: record.lucidNumber,
    austria: record.austria,
    year: record.year,
    quantities,
    quote: priced?.quote ?? null,
    reference: process.reference,
    feeRoute,
    reportingFrequency: frequency,
    ...commercialFrequencyOf(record, priced, feeRoute, quantities),
    timeline: timeline(record, process),
    reports: record.reports,
    schedule,
    completeness: submitted ? completeness(record, now) : null,
    documents: documentsOf(record.id),
    submittedAt: record.submittedAt,
    createdAt: process.createdAt,
    updatedAt: process.updatedAt,
  };
}
