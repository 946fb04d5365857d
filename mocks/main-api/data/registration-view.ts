/** A WEEE or battery registration as the API shows it: its periods, dates, timeline and quote. */
import {
  countryOfService,
  streamOfService,
  type ProducerRegistration,
} from '../../../src/shared/contract/main/producer-registrations';
import { processes } from './processes';
import {
  germanWeeeNumberOf,
  quoteOfRegistration,
  type RegistrationRecord,
} from './producer-registrations';
import { guaranteeRenewalDue, reportingUnverified, reportPlans } from './registration-report-plans';
import { dueDateOf, periodsBetween, reportState } from './report-periods';
import { documentsOf } from './service-documents';

export function registrationView(
  record: RegistrationRecord,
  now = new Date(),
): ProducerRegistration {
  const process = processes.findById(record.id)!;
  const order = record.order;
  const weee = 'audience' in order;
  const active = process.status === 'active' && record.activeSince !== null;
  const from = new Date(`${record.reportingFrom}-01T00:00:00Z`);
  const periods = active
    ? reportPlans(record)
        .flatMap((plan) =>
          periodsBetween(from, now, plan.frequency).map((period) => {
            const report = record.reports.find(
              (r) => r.period === period.id && r.audience === plan.audience,
            );
            const dueDate = dueDateOf(period, plan.schedule);
            return {
              ...period,
              audience: plan.audience,
              frequency: plan.frequency,
              dueDate,
              state: reportState(period, dueDate, Boolean(report), now),
              report: report
                ? {
                    quantities: report.quantities as Record<string, number>,
                    zero: report.zero,
                    filedAt: report.filedAt,
                  }
                : null,
            };
          }),
        )
        .sort(
          (a, b) => b.to.localeCompare(a.to) || (a.audience ?? '').localeCompare(b.audience ?? ''),
        )
    : [];
  return {
    id: record.id,
    companyId: record.companyId,
    service: record.service,
    country: countryOfService(record.service),
    stream: streamOfService(record.service),
    status: process.status,
    brands: order.brands,
    categories: order.categories,
    audience: weee ? order.audience : null,
    guarantee: weee ? order.guarantee : null,
    guaranteeProvider: weee && order.guaranteeProvider ? order.guaranteeProvider : null,
    guaranteeRenewalDue: active
      ? guaranteeRenewalDue(record, now.toISOString().slice(0, 10))
      : null,
    equipmentTypes: weee ? (order.equipmentTypes ?? []) : [],
    brandRegistrations: record.brandRegistrations ?? [],
    b2bPlausibility: weee && order.b2bPlausibility ? order.b2bPlausibility : null,
    representativeOrderId: record.representativeOrderId ?? null,
    reportingUnverified: reportingUnverified(record.service),
    chemistries: weee ? [] : order.chemistries,
    takeBackOrganisation: weee ? null : order.takeBackOrganisation,
    representative: order.representative,
    representativeName: order.representativeName || null,
    // UX-3, DOM-8: ear keeps one WEEE-Reg.-Nr. per producer: a registration still pending (a new
    // brand or type) already belongs to the number the company has, as the dashboard shows it.
    registrationNumber:
      record.registrationNumber ??
      (record.service === 'weee-de' && processes.findById(record.id)?.status !== 'cancelled'
        ? germanWeeeNumberOf(record.companyId, record.id)
        : null),
    quote: quoteOfRegistration(record),
    timeline: [
      { step: 'ordered', state: record.activeSince ? 'done' : 'current', at: record.orderedAt },
      {
        step: 'registered',
        state: record.activeSince ? 'current' : 'pending',
        at: record.activeSince,
      },
    ],
    periods,
    documents: documentsOf(record.id),
    activeSince: record.activeSince,
    createdAt: process.createdAt,
    updatedAt: process.updatedAt,
  } as ProducerRegistration;
}
