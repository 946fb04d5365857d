/**
 * WEEE and battery registrations of the mock main API, keyed by process id: the order, the number
 * (issued by the register, or taken over), the filed reports, and the report plans that turn them
 * into periods with deadlines.
 */
import { registrationFeeItems } from '../../../src/domain/registration-orders';
import { quoteFees } from '../../../src/domain/pricing';
import { recordRegistration, registrationId, registrations as numbers } from './compliance';
import {
  countryOfService,
  needsGuarantee,
  needsPlausibility,
  streamOfService,
  type BatteryOrder,
  type BrandRegistration,
  type EquipmentType,
  type ProducerRegistration,
  type RegistrationService,
  type WeeeOrder,
} from '../../../src/shared/contract/main/producer-registrations';
import { servicePriceFor, type ReportingFrequency } from '../../../src/shared/contract/main/prices';
import type { Schedule } from '../../../src/shared/contract/reference';
import { ruleFor } from '../../../src/shared/contract/reference';
import { companies } from '../../common/data/db';
import { quotePartiesOf } from './quote-parties';
import { gs1CheckDigit } from '../../../src/shared/contract/reference';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { priceTableFixture } from './fixtures/prices';
import { referenceFixture } from './fixtures/reference';
import { processes, updateProcess } from './processes';
import { dueDateOf, periodsBetween, referenceSchedule, reportState } from './report-periods';
import { nextDueDate } from '../../../src/domain/schedule';
import { documentsOf, euroText, vatAndTotalText, renderDocumentsWith } from './service-documents';
import { handleScheduledSteps } from './service-steps';
import { table } from '../../common/data/table';

export type StoredOrder = Omit<WeeeOrder, 'acceptTerms'> | Omit<BatteryOrder, 'acceptTerms'>;

export interface RegistrationReportRecord {
  period: string;
  audience: 'b2c' | 'b2b' | null;
  quantities: Partial<Record<string, number>>;
  zero: boolean;
  filedAt: string;
}

export interface RegistrationRecord {
  id: string;
  companyId: string;
  service: RegistrationService;
  order: StoredOrder;
  registrationNumber: string | null;
  /** The first month reported through the platform (`2026-09`). */
  reportingFrom: string;
  reports: RegistrationReportRecord[];
  orderedAt: string;
  activeSince: string | null;
  /** German WEEE (DOM-8): each brand's registration per equipment type, under one number. */
  brandRegistrations?: BrandRegistration[];
  /** "Our representative" ordered with it (DOM-7): the representation order's id. */
  representativeOrderId?: string | null;
}

/** Every brand of the order for every equipment type, applied for at `at`. */
export const brandRegistrationsFor = (
  brands: readonly string[],
  types: readonly EquipmentType[],
  at: string,
): BrandRegistration[] =>
  brands.flatMap((brand) =>
    types.map((equipmentType) => ({
      brand,
      equipmentType,
      state: 'applied' as const,
      appliedAt: at,
      registeredAt: null,
    })),
  );

export const registrationFixtures = (): RegistrationRecord[] => [
  {
    // Nordlicht's WEEE order: the register has not issued the number yet.
    id: 'prc-0002',
    companyId: COMPANY_IDS.nordlicht,
    service: 'weee-de',
    order: {
      service: 'weee-de',
      brands: ['Nordlicht Home', 'Lumen & Co'],
      categories: ['lamps', 'smallEquipment'],
      equipmentTypes: ['otherLampsB2c', 'smallEquipmentB2c'],
      audience: 'b2c',
      guarantee: 'platform',
      guaranteeProvider: '',
      b2bPlausibility: '',
      representative: 'notNeeded',
      representativeName: '',
      existingNumber: '',
      reportingFrom: '2026-10',
    },
    registrationNumber: null,
    reportingFrom: '2026-10',
    reports: [],
    orderedAt: '2026-10-20T10:05:00.000Z',
    activeSince: null,
    brandRegistrations: brandRegistrationsFor(
      ['Nordlicht Home', 'Lumen & Co'],
      ['otherLampsB2c', 'smallEquipmentB2c'],
      '2026-10-20T10:05:00.000Z',
    ),
    representativeOrderId: null,
  },
];

export const registrations = table(registrationFixtures);

interface ReportPlan {
  audience: 'b2c' | 'b2b' | null;
  frequency: ReportingFrequency;
  schedule: Schedule;
}

/**
 * How often each service reports and by when. Germany's WEEE deadlines come from the reference
 * data; Austria's WEEE quarter is unverified there, so the service states its own (15th after the
 * quarter). German batteries: the reference data has no confirmed frequency or date (BattDG), so no
 * periods are invented (DOM-8); the page says so (`reportingUnverified`).
 */
/** The audience equipment types give: b2c, b2b, or both ('all'). */
function audienceOfTypes(types: readonly string[]): 'b2c' | 'b2b' | 'all' {
  const b2c = needsGuarantee(types);
  const b2b = needsPlausibility(types);
  return b2c && b2b ? 'all' : b2b ? 'b2b' : 'b2c';
}

export function reportPlans(record: Pick<RegistrationRecord, 'service' | 'order'>): ReportPlan[] {
  switch (record.service) {
    case 'weee-de': {
      // ElektroG §3 Nr. 4: equipment that can be used in private households is b2c whoever buys
      // it, so the registered equipment types decide, never who the customers are (RULE-2).
      const types = 'equipmentTypes' in record.order ? record.order.equipmentTypes : [];
      const audience = types.length ? audienceOfTypes(types) : 'b2c';
      const plans: ReportPlan[] = [];
      if (audience !== 'b2b')
        plans.push({
          audience: 'b2c',
          frequency: 'monthly',
          schedule: referenceSchedule('de-weee-b2c-monthly-report'),
        });
      if (audience !== 'b2c')
        plans.push({
          audience: 'b2b',
          frequency: 'yearly',
          schedule: referenceSchedule('de-weee-b2b-yearly-report'),
        });
      return plans;
    }
    case 'weee-at':
      return [
        {
          audience: null,
          frequency: 'quarterly',
          schedule: referenceSchedule('at-weee-quarterly-report'),
        },
      ];
    case 'battery-de':
      return [];
    case 'battery-at':
      return [
        {
          audience: null,
          frequency: 'quarterly',
          schedule: referenceSchedule('at-batteries-quarterly-report'),
        },
      ];
  }
}

/** Services whose reporting schedule no source confirmed: none is invented. */
export const reportingUnverified = (service: RegistrationService) => service === 'battery-de';

/**
 * DOM-8: when the b2c guarantee of a German WEEE registration is next to be proven: ear wants it
 * for every calendar year (ElektroG §7(1)), so the reference data's yearly date on or after
 * `today`, the same date the calendar shows; null without b2c equipment or before the
 * registration is active.
 */
export function guaranteeRenewalDue(
  record: Pick<RegistrationRecord, 'service' | 'order' | 'activeSince'>,
  today = new Date().toISOString().slice(0, 10),
): string | null {
  if (record.service !== 'weee-de' || !record.activeSince || !('audience' in record.order))
    return null;
  const types = record.order.equipmentTypes ?? [];
  const b2c = types.length ? needsGuarantee(types) : record.order.audience !== 'b2b';
  return b2c ? nextDueDate(referenceSchedule('de-weee-guarantee-renewal'), today) : null;
}

/**
 * DOM-8: the company's German WEEE-Reg.-Nr., if it has one: issued or taken over by a registration
 * of ours, or recorded on the country page. ear keeps one number per producer.
 */
export function germanWeeeNumberOf(companyId: string, except?: string): string | null {
  const ours = registrations
    .where(
      (r) =>
        r.companyId === companyId &&
        r.service === 'weee-de' &&
        r.id !== except &&
        r.registrationNumber !== null &&
        processes.findById(r.id)?.status !== 'cancelled',
    )
    .map((r) => r.registrationNumber!)[0];
  if (ours) return ours;
  const recorded = numbers.findById(registrationId(companyId, 'DE', 'weee'))?.number;
  return recorded ? normaliseNumber('weee-de', recorded) : null;
}

export function quoteOfRegistration(
  record: Pick<RegistrationRecord, 'companyId' | 'service' | 'order'>,
) {
  const price = servicePriceFor(priceTableFixture, record.service)!;
  const order = record.order;
  return quoteFees(
    price,
    registrationFeeItems({
      service: order.service,
      categories: order.categories,
      guarantee: 'guarantee' in order ? order.guarantee : undefined,
      representative: order.representative,
      existingNumber: order.existingNumber,
    }),
    quotePartiesOf(record.companyId),
  );
}

/** The label the register prints before its numbers (`WEEE-Reg.-Nr.`). */
export function numberLabel(service: RegistrationService): string {
  return (
    ruleFor(referenceFixture, countryOfService(service), streamOfService(service))
      ?.registrationNumber?.label ?? ''
  );
}

/** A number as the register keeps it: without the label, spaces, dots or hyphens. */
export function normaliseNumber(service: RegistrationService, value: string): string {
  const label = numberLabel(service).toUpperCase().replace(/\s+/g, '');
  let compact = value.trim().toUpperCase().replace(/\s+/g, '');
  if (label && compact.startsWith(label)) compact = compact.slice(label.length).replace(/^:/, '');
  return compact.replace(/[.-]/g, '');
}

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

/** How long the local stack's register takes to issue a number. */
export const REGISTER_DELAY_MS = 30_000;

let issued = 0;

/** An issued or taken-over number is the company's registration for that country and stream. */
export function recordProducerNumber(
  companyId: string,
  service: RegistrationService,
  number: string,
) {
  recordRegistration(companyId, {
    country: countryOfService(service),
    stream: streamOfService(service),
    number,
  });
}

/**
 * A number in the register's format (`DE` + 8 digits; Austria: a 13-digit GLN whose last digit is
 * the GS1 check digit).
 */
function issueNumber(service: RegistrationService): string {
  issued += 1;
  const serial = String(61_000_000 + issued * 7_919).slice(-8);
  if (countryOfService(service) === 'DE') return `DE${serial}`;
  const gln = `90083904${serial.slice(-4)}`;
  return `${gln}${gs1CheckDigit(gln)}`;
}

/** The register decided: every applied brand registration is registered. */
const registered = (list: readonly BrandRegistration[] | undefined, at: Date) =>
  (list ?? []).map((b) =>
    b.state === 'applied'
      ? { ...b, state: 'registered' as const, registeredAt: at.toISOString() }
      : b,
  );

/**
 * The register's decision. A German producer keeps its one WEEE-Reg.-Nr. (DOM-8): a registration
 * of a company that has one already is made under it, never with a new number that would overwrite
 * it; `brands` steps register brands added later under the same number.
 */
handleScheduledSteps('registration', (processId, step, at) => {
  const record = registrations.findById(processId);
  const process = processes.findById(processId);
  if (!record) return;
  if (step === 'brands') {
    if (process?.status === 'active')
      registrations.update(processId, {
        brandRegistrations: registered(record.brandRegistrations, at),
      });
    return;
  }
  if (process?.status !== 'submitted') return;
  const kept =
    record.registrationNumber ??
    (record.service === 'weee-de' ? germanWeeeNumberOf(record.companyId, record.id) : null);
  const registrationNumber = kept ?? issueNumber(record.service);
  registrations.update(processId, {
    registrationNumber,
    activeSince: at.toISOString(),
    brandRegistrations: registered(record.brandRegistrations, at),
  });
  updateProcess(processId, { status: 'active', reference: registrationNumber }, at);
  if (!kept) recordProducerNumber(record.companyId, record.service, registrationNumber);
});

renderDocumentsWith('registration', (document) => {
  const record = registrations.findById(document.processId);
  if (!record) return undefined;
  const name = companies.findById(record.companyId)?.name ?? record.companyId;
  const quote = quoteOfRegistration(record);
  const order = record.order;
  return {
    title: document.kind === 'invoice' ? 'Invoice (example prices)' : 'Order confirmation',
    lines: [
      name,
      `Service ${record.service}, ordered ${record.orderedAt.slice(0, 10)}`,
      `Brands: ${order.brands.join(', ')}`,
      `Categories: ${order.categories.join(', ')}`,
      '',
      ...quote.lines.map((l) => `${l.item} x ${l.quantity}: ${euroText(l.amount)}`),
      `Net ${euroText(quote.net)}`,
      ...vatAndTotalText(quote),
    ],
  };
});
