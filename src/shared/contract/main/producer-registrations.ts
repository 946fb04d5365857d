/**
 * WEEE and battery compliance in Germany and Austria (`weee-de`, `weee-at`, `battery-de`,
 * `battery-at`): the registration data, the order of the service with its price, the registration
 * number once the register issued it, and the quantity reports per category and period.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { IdSchema, TimestampSchema, requiredText } from '../primitives';
import { registrationNumberMatches, type ObligationRule } from '../reference';
import { ReportingFrequencySchema, type FeeItem } from './prices';
import { ProcessStatusSchema } from './processes';
import {
  AcceptTermsSchema,
  BrandsSchema,
  KgSchema,
  QuoteSchema,
  ReportStateSchema,
  ServiceDocumentSchema,
  timelineStepSchema,
} from './service-common';

const IsoDateSchema = v.pipe(v.string(), v.isoDate());

export const WEEE_SERVICES = ['weee-de', 'weee-at'] as const;
export const BATTERY_SERVICES = ['battery-de', 'battery-at'] as const;
export const REGISTRATION_SERVICES = [...WEEE_SERVICES, ...BATTERY_SERVICES] as const;
export const RegistrationServiceSchema = v.picklist(REGISTRATION_SERVICES);
export type RegistrationService = v.InferOutput<typeof RegistrationServiceSchema>;

/** The country a registration service is for. */
export const countryOfService = (service: RegistrationService): 'DE' | 'AT' =>
  service.endsWith('-de') ? 'DE' : 'AT';
export const streamOfService = (service: RegistrationService): 'weee' | 'batteries' =>
  service.startsWith('weee') ? 'weee' : 'batteries';

/** Directive 2012/19/EU Annex III (open scope): the 6 equipment categories. */
export const WEEE_CATEGORIES = [
  'temperatureExchange',
  'screens',
  'lamps',
  'largeEquipment',
  'smallEquipment',
  'smallIt',
] as const;
/** Regulation (EU) 2023/1542 Art. 3: the 5 battery categories. */
export const BATTERY_CATEGORIES = ['portable', 'lmt', 'sli', 'industrial', 'ev'] as const;
export const EQUIPMENT_CATEGORIES = [...WEEE_CATEGORIES, ...BATTERY_CATEGORIES] as const;
export const EquipmentCategorySchema = v.picklist(EQUIPMENT_CATEGORIES, 'notAllowed');
export type EquipmentCategory = v.InferOutput<typeof EquipmentCategorySchema>;

export const BATTERY_CHEMISTRIES = [
  'lithiumIon',
  'lithiumMetal',
  'nickelMetalHydride',
  'nickelCadmium',
  'leadAcid',
  'alkaline',
  'zincCarbon',
  'other',
] as const;

export const EQUIPMENT_AUDIENCES = ['b2c', 'b2b', 'both'] as const;
export const REPORT_AUDIENCES = ['b2c', 'b2b'] as const;
export const PARTNER_CHOICES = ['notNeeded', 'platform', 'own'] as const;
const PartnerChoiceSchema = v.picklist(PARTNER_CHOICES, 'required');
const OptionalNameSchema = v.pipe(v.string('invalid'), v.trim(), v.maxLength(200, 'tooLong'));

/** The month reports through the platform start from (`2026-09`). */
const MonthSchema = v.pipe(v.string('invalid'), v.regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'invalid'));

/**
 * What every registration order has. With the register's rule, an existing number must have its
 * format (checked on the field, so it shows however the rest of the form stands).
 */
const orderParts = (rule?: ObligationRule) => ({
  brands: BrandsSchema,
  /** A company without an establishment in the country needs an authorised representative. */
  representative: PartnerChoiceSchema,
  representativeName: OptionalNameSchema,
  /** The number of an existing registration the platform takes over; empty for a new one. */
  existingNumber: v.pipe(
    v.string('invalid'),
    v.trim(),
    v.maxLength(40, 'tooLong'),
    v.check((n) => n === '' || !rule || registrationNumberMatches(rule, n) !== false, 'invalid'),
  ),
  /** With an existing number: the first month the platform reports (up to 11 months back). */
  reportingFrom: MonthSchema,
  acceptTerms: AcceptTermsSchema,
});

const weeeOrderSchema = (rule?: ObligationRule) =>
  v.pipe(
    v.object({
      service: v.picklist(WEEE_SERVICES),
      categories: v.pipe(
        v.array(v.picklist(WEEE_CATEGORIES, 'notAllowed'), 'invalid'),
        v.minLength(1, 'required'),
      ),
      audience: v.picklist(EQUIPMENT_AUDIENCES, 'required'),
      /** Germany, equipment for private households: the insolvency-proof guarantee. */
      guarantee: PartnerChoiceSchema,
      guaranteeProvider: OptionalNameSchema,
      ...orderParts(rule),
    }),
    v.forward(
      v.check(
        (o) => o.service !== 'weee-de' || o.audience === 'b2b' || o.guarantee !== 'notNeeded',
        'required',
      ),
      ['guarantee'],
    ),
    v.forward(
      v.check((o) => o.guarantee !== 'own' || o.guaranteeProvider !== '', 'required'),
      ['guaranteeProvider'],
    ),
    v.forward(
      v.check((o) => o.representative !== 'own' || o.representativeName !== '', 'required'),
      ['representativeName'],
    ),
  );
export const WeeeOrderSchema = weeeOrderSchema();
export type WeeeOrder = v.InferOutput<typeof WeeeOrderSchema>;

const batteryOrderSchema = (rule?: ObligationRule) =>
  v.pipe(
    v.object({
      service: v.picklist(BATTERY_SERVICES),
      categories: v.pipe(
        v.array(v.picklist(BATTERY_CATEGORIES, 'notAllowed'), 'invalid'),
        v.minLength(1, 'required'),
      ),
      chemistries: v.pipe(
        v.array(v.picklist(BATTERY_CHEMISTRIES, 'notAllowed'), 'invalid'),
        v.minLength(1, 'required'),
      ),
      /** The producer responsibility organisation that takes the batteries back. */
      takeBackOrganisation: requiredText(120),
      /** The organisation has confirmed the participation (the register asks for it). */
      takeBackConfirmed: v.literal(true, 'required'),
      ...orderParts(rule),
    }),
    v.forward(
      v.check((o) => o.representative !== 'own' || o.representativeName !== '', 'required'),
      ['representativeName'],
    ),
  );
export const BatteryOrderSchema = batteryOrderSchema();
export type BatteryOrder = v.InferOutput<typeof BatteryOrderSchema>;

export const RegistrationOrderSchema = v.variant('service', [WeeeOrderSchema, BatteryOrderSchema]);
export type RegistrationOrder = v.InferOutput<typeof RegistrationOrderSchema>;

/** A company needs an authorised representative where it has no establishment. */
export const needsRepresentative = (service: RegistrationService, companyCountry: string) =>
  countryOfService(service) !== companyCountry.toUpperCase();

/**
 * The rules that depend on the company and the register: the representative where the company is
 * not established, and an existing number in the register's format (`rule.registrationNumber`).
 */
export function orderInContext(
  stream: 'weee' | 'batteries',
  context: { companyCountry: string; rule: ObligationRule | undefined },
) {
  const schema =
    stream === 'weee' ? weeeOrderSchema(context.rule) : batteryOrderSchema(context.rule);
  return v.pipe(
    schema as typeof WeeeOrderSchema,
    v.forward(
      v.check(
        (o) =>
          !needsRepresentative(o.service, context.companyCountry) ||
          o.representative !== 'notNeeded',
        'required',
      ),
      ['representative'],
    ),
  );
}

/** The fee items an order is charged. */
export function registrationFeeItems(order: {
  service: RegistrationService;
  categories: readonly string[];
  guarantee?: string;
  representative: string;
  existingNumber: string;
}): [FeeItem, number][] {
  return [
    ['registration', order.existingNumber.trim() === '' ? 1 : 0],
    ['annualService', 1],
    ['perCategory', order.categories.length],
    ['guarantee', order.guarantee === 'platform' ? 1 : 0],
    ['representative', order.representative === 'platform' ? 1 : 0],
    // The register's own fee per brand and equipment type, for a new registration (one brand).
    ['registerFee', order.existingNumber.trim() === '' ? order.categories.length : 0],
  ];
}

export const RegistrationReportInputSchema = v.object({
  /** The period's id as the registration lists it (`2026-10`, `2026-Q3`, `2026`). */
  period: v.pipe(v.string('invalid'), v.nonEmpty('required')),
  /** Germany reports B2C and B2B equipment separately; otherwise null. */
  audience: v.nullable(v.picklist(REPORT_AUDIENCES, 'invalid')),
  /** Nothing placed on the market in the period: quantities stay empty. */
  zero: v.boolean('invalid'),
  quantities: v.record(EquipmentCategorySchema, KgSchema, 'invalid'),
});
export type RegistrationReportInput = v.InferInput<typeof RegistrationReportInputSchema>;

export const RegistrationPeriodSchema = v.object({
  id: v.string(),
  audience: v.nullable(v.picklist(REPORT_AUDIENCES)),
  frequency: ReportingFrequencySchema,
  from: IsoDateSchema,
  to: IsoDateSchema,
  dueDate: IsoDateSchema,
  state: ReportStateSchema,
  report: v.nullable(
    v.object({
      quantities: v.record(EquipmentCategorySchema, v.number()),
      zero: v.boolean(),
      filedAt: TimestampSchema,
    }),
  ),
});
export type RegistrationPeriod = v.InferOutput<typeof RegistrationPeriodSchema>;

export const REGISTRATION_TIMELINE = ['ordered', 'registered'] as const;

export const ProducerRegistrationSchema = v.object({
  id: IdSchema,
  companyId: v.string(),
  service: RegistrationServiceSchema,
  country: v.picklist(['DE', 'AT']),
  stream: v.picklist(['weee', 'batteries']),
  status: ProcessStatusSchema,
  brands: v.array(v.string()),
  categories: v.array(EquipmentCategorySchema),
  /** WEEE only. */
  audience: v.nullable(v.picklist(EQUIPMENT_AUDIENCES)),
  guarantee: v.nullable(v.picklist(PARTNER_CHOICES)),
  guaranteeProvider: v.nullable(v.string()),
  /** Batteries only. */
  chemistries: v.array(v.picklist(BATTERY_CHEMISTRIES)),
  takeBackOrganisation: v.nullable(v.string()),
  representative: v.picklist(PARTNER_CHOICES),
  representativeName: v.nullable(v.string()),
  /** Issued by the register (or taken over); null until then. */
  registrationNumber: v.nullable(v.string()),
  quote: QuoteSchema,
  timeline: v.array(timelineStepSchema(REGISTRATION_TIMELINE)),
  /** Report periods from the first reported month to the current one, newest first. */
  periods: v.array(RegistrationPeriodSchema),
  documents: v.array(ServiceDocumentSchema),
  activeSince: v.nullable(TimestampSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ProducerRegistration = v.InferOutput<typeof ProducerRegistrationSchema>;

const REGISTRATION_PATH = '/companies/:companyId/producer-registrations/:processId';

export const producerRegistrationEndpoints = {
  orderRegistration: endpoint({
    method: 'POST',
    path: '/companies/:companyId/producer-registrations',
    summary:
      'Orders WEEE or battery compliance for a country: submitted until the register issues the ' +
      'number, active at once when an existing registration is taken over (409 when one runs)',
    auth: 'bearer',
    body: RegistrationOrderSchema,
    response: ProducerRegistrationSchema,
    status: 201,
    errors: [400, 404, 409],
    example: {
      params: { companyId: 'cmp-0002' },
      body: {
        service: 'battery-de',
        categories: ['portable'],
        chemistries: ['lithiumIon'],
        takeBackOrganisation: 'Stiftung GRS Batterien',
        takeBackConfirmed: true,
        brands: ['Nordlicht Home'],
        representative: 'notNeeded',
        representativeName: '',
        existingNumber: '',
        reportingFrom: '2026-12',
        acceptTerms: true,
      },
    },
    tags: ['WEEE and batteries'],
  }),
  getRegistration: endpoint({
    method: 'GET',
    path: REGISTRATION_PATH,
    summary: 'A WEEE or battery registration with its number, price, report periods and documents',
    auth: 'bearer',
    response: ProducerRegistrationSchema,
    errors: [404],
    example: { params: { companyId: 'cmp-0002', processId: 'prc-0002' } },
    tags: ['WEEE and batteries'],
  }),
  fileRegistrationReport: endpoint({
    method: 'POST',
    path: `${REGISTRATION_PATH}/reports`,
    summary:
      'Files the quantities of one period (a zero report with `zero: true`); 409 when the ' +
      'registration is not active, the period has not ended or is already reported',
    auth: 'bearer',
    body: RegistrationReportInputSchema,
    response: ProducerRegistrationSchema,
    errors: [400, 404, 409],
    example: {
      params: { companyId: 'cmp-0002', processId: 'prc-0002' },
      body: {
        period: '2026-10',
        audience: 'b2c',
        zero: false,
        quantities: { lamps: 412.5, smallEquipment: 1_280 },
      },
    },
    tags: ['WEEE and batteries'],
  }),
};
