/**
 * WEEE and battery registrations of the mock main API, keyed by process id: the order, the number
 * (issued by the register, or taken over) and the filed reports. The report plans that turn them
 * into periods with deadlines are `registration-report-plans.ts`, the view the API returns
 * `registration-view.ts`.
 */
import { registrationFeeItems } from '../../../src/domain/registration-orders';
import { quoteFees } from '../../../src/domain/pricing';
import { recordRegistration, registrationId, registrations as numbers } from './compliance';
import {
  countryOfService,
  streamOfService,
  type BatteryOrder,
  type BrandRegistration,
  type EquipmentType,
  type RegistrationService,
  type WeeeOrder,
} from '../../../src/shared/contract/main/producer-registrations';
import { servicePriceFor } from '../../../src/shared/contract/main/prices';
import { companies } from '../../common/data/db';
import { quotePartiesOf } from './quote-parties';
import { gs1CheckDigit } from '../../../src/shared/contract/reference';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { priceTableFixture } from './fixtures/prices';
import { processes, updateProcess } from './processes';
import { euroText, vatAndTotalText, renderDocumentsWith } from './service-documents';
import { handleScheduledSteps } from './service-steps';
import { table } from '../../common/data/table';
import { normaliseNumber } from './registration-numbers';

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
