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

/**
 * DOM-8: stiftung ear registers a German producer per brand and equipment type ("Geräteart") of
 * ElektroG, under the producer's one WEEE-Reg.-Nr. stiftung ear names 6 categories and 17 types
 * (https://www.stiftung-ear.de/en/topics/elektrog/producers-ar/allocating-equipment). Confirmed
 * here are the three lamp types, reported apart from the other categories
 * (https://www.stiftung-ear.de/en/topics/elektrog/producers-ar/allocating-equipment/category-3):
 * gas discharge lamps for private households, other lamps for private households, lamps for other
 * than private households only. The 17 names of the other categories were not retrieved: each
 * category is split into "can be used in private households" (b2c) and "other than private
 * households only" (b2b), ear's pattern, marked unverified (`verified: false`); the 4 missing
 * types (e.g. photovoltaic panels) are not listed.
 */
export const DE_WEEE_EQUIPMENT_TYPES = [
  {
    id: 'temperatureExchangeB2c',
    category: 'temperatureExchange',
    audience: 'b2c',
    verified: false,
  },
  {
    id: 'temperatureExchangeB2b',
    category: 'temperatureExchange',
    audience: 'b2b',
    verified: false,
  },
  { id: 'screensB2c', category: 'screens', audience: 'b2c', verified: false },
  { id: 'screensB2b', category: 'screens', audience: 'b2b', verified: false },
  { id: 'gasDischargeLampsB2c', category: 'lamps', audience: 'b2c', verified: true },
  { id: 'otherLampsB2c', category: 'lamps', audience: 'b2c', verified: true },
  { id: 'lampsB2b', category: 'lamps', audience: 'b2b', verified: true },
  { id: 'largeEquipmentB2c', category: 'largeEquipment', audience: 'b2c', verified: false },
  { id: 'largeEquipmentB2b', category: 'largeEquipment', audience: 'b2b', verified: false },
  { id: 'smallEquipmentB2c', category: 'smallEquipment', audience: 'b2c', verified: false },
  { id: 'smallEquipmentB2b', category: 'smallEquipment', audience: 'b2b', verified: false },
  { id: 'smallItB2c', category: 'smallIt', audience: 'b2c', verified: false },
  { id: 'smallItB2b', category: 'smallIt', audience: 'b2b', verified: false },
] as const satisfies readonly {
  id: string;
  category: (typeof WEEE_CATEGORIES)[number];
  audience: 'b2c' | 'b2b';
  verified: boolean;
}[];
export const EQUIPMENT_TYPE_IDS = DE_WEEE_EQUIPMENT_TYPES.map((t) => t.id);
export type EquipmentType = (typeof DE_WEEE_EQUIPMENT_TYPES)[number]['id'];
export const EquipmentTypeSchema = v.picklist(
  EQUIPMENT_TYPE_IDS as unknown as [EquipmentType, ...EquipmentType[]],
  'notAllowed',
);
export const equipmentTypeOf = (id: string) => DE_WEEE_EQUIPMENT_TYPES.find((t) => t.id === id);
/** The Annex III categories of the chosen types (the categories the quantity reports ask for). */
export const categoriesOfTypes = (types: readonly string[]) =>
  WEEE_CATEGORIES.filter((c) => types.some((t) => equipmentTypeOf(t)?.category === c));
/** A b2b-only type needs the producer's plausibility statement (Glaubhaftmachung). */
export const needsPlausibility = (types: readonly string[]) =>
  types.some((t) => equipmentTypeOf(t)?.audience === 'b2b');
/** A b2c type needs the yearly insolvency-proof guarantee. */
export const needsGuarantee = (types: readonly string[]) =>
  types.some((t) => equipmentTypeOf(t)?.audience === 'b2c');

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
      /**
       * Germany (DOM-8): the equipment types registered for every brand (`DE_WEEE_EQUIPMENT_TYPES`);
       * their categories must be among `categories`. Austria: none.
       */
      equipmentTypes: v.optional(v.array(EquipmentTypeSchema, 'invalid'), []),
      audience: v.picklist(EQUIPMENT_AUDIENCES, 'required'),
      /** Germany, equipment for private households: the insolvency-proof guarantee. */
      guarantee: PartnerChoiceSchema,
      guaranteeProvider: OptionalNameSchema,
      /**
       * Germany, b2b-only equipment types: why the equipment is used only outside private
       * households (Glaubhaftmachung, ElektroG §6(3)).
       */
      b2bPlausibility: v.optional(
        v.pipe(v.string('invalid'), v.trim(), v.maxLength(2000, 'tooLong')),
        '',
      ),
      ...orderParts(rule),
    }),
    v.forward(
      v.check((o) => o.service !== 'weee-de' || o.equipmentTypes.length > 0, 'required'),
      ['equipmentTypes'],
    ),
    v.forward(
      v.check(
        (o) => o.equipmentTypes.every((t) => o.categories.includes(equipmentTypeOf(t)!.category)),
        'invalid',
      ),
      ['equipmentTypes'],
    ),
    v.forward(
      v.check(
        (o) =>
          o.service !== 'weee-de' ||
          !needsPlausibility(o.equipmentTypes) ||
          o.b2bPlausibility !== '',
        'required',
      ),
      ['b2bPlausibility'],
    ),
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

/**
 * A company needs an authorised representative where it has no establishment: neither its seat nor
 * a branch (`establishments`, DOM-7).
 */
export const needsRepresentative = (
  service: RegistrationService,
  companyCountry: string,
  establishments: readonly string[] = [],
) =>
  ![companyCountry, ...establishments].some((c) => c.toUpperCase() === countryOfService(service));

/**
 * The rules that depend on the company and the register: the representative where the company is
 * not established, and an existing number in the register's format (`rule.registrationNumber`).
 */
export function orderInContext(
  stream: 'weee' | 'batteries',
  context: {
    companyCountry: string;
    rule: ObligationRule | undefined;
    /** Branches: countries with an establishment besides the seat (DOM-7). */
    establishments?: readonly string[];
    /** A representative is appointed or ordered already: none needs choosing (DOM-7). */
    represented?: boolean;
  },
) {
  const schema =
    stream === 'weee' ? weeeOrderSchema(context.rule) : batteryOrderSchema(context.rule);
  return v.pipe(
    schema as typeof WeeeOrderSchema,
    v.forward(
      v.check(
        (o) =>
          context.represented === true ||
          !needsRepresentative(o.service, context.companyCountry, context.establishments) ||
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

/** A brand's registration for one equipment type under the producer's number (ear). */
export const BrandRegistrationSchema = v.object({
  brand: v.string(),
  equipmentType: EquipmentTypeSchema,
  /** Applied: waiting for the register; registered: ear's decision is there. */
  state: v.picklist(['applied', 'registered']),
  appliedAt: TimestampSchema,
  registeredAt: v.nullable(TimestampSchema),
});
export type BrandRegistration = v.InferOutput<typeof BrandRegistrationSchema>;

/** DOM-8: a new brand registered under the producer's existing number. */
export const AddBrandInputSchema = v.object({
  brand: requiredText(120),
  equipmentTypes: v.pipe(v.array(EquipmentTypeSchema, 'invalid'), v.minLength(1, 'required')),
});
export type AddBrandInput = v.InferInput<typeof AddBrandInputSchema>;

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
  /**
   * Germany (DOM-8): the insolvency-proof guarantee of b2c equipment is renewed every year; the
   * next renewal (ISO date, a year after the registration and every year on), null when no b2c
   * type is registered or the registration is not active.
   */
  guaranteeRenewalDue: v.nullable(IsoDateSchema),
  /** Germany: the equipment types, and each brand's registration per type (one number). */
  equipmentTypes: v.array(EquipmentTypeSchema),
  brandRegistrations: v.array(BrandRegistrationSchema),
  /** Germany, b2b-only types: the plausibility statement given. */
  b2bPlausibility: v.nullable(v.string()),
  /** Batteries only. */
  chemistries: v.array(v.picklist(BATTERY_CHEMISTRIES)),
  takeBackOrganisation: v.nullable(v.string()),
  representative: v.picklist(PARTNER_CHOICES),
  representativeName: v.nullable(v.string()),
  /** "Our representative" (DOM-7): the representation order it made, with its next steps. */
  representativeOrderId: v.nullable(IdSchema),
  /**
   * No confirmed reporting schedule (German batteries: the frequency is unverified): no periods
   * are invented; the page says the schedule is not confirmed.
   */
  reportingUnverified: v.boolean(),
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
    auth: 'bearer',
    body: RegistrationOrderSchema,
    response: ProducerRegistrationSchema,
    status: 201,
    errors: [400, 404, 409],
  }),
  getRegistration: endpoint({
    method: 'GET',
    path: REGISTRATION_PATH,
    auth: 'bearer',
    response: ProducerRegistrationSchema,
    errors: [404],
  }),
  addRegistrationBrand: endpoint({
    method: 'POST',
    path: `${REGISTRATION_PATH}/brands`,
    auth: 'bearer',
    body: AddBrandInputSchema,
    response: ProducerRegistrationSchema,
    errors: [400, 404, 409],
  }),
  fileRegistrationReport: endpoint({
    method: 'POST',
    path: `${REGISTRATION_PATH}/reports`,
    auth: 'bearer',
    body: RegistrationReportInputSchema,
    response: ProducerRegistrationSchema,
    errors: [400, 404, 409],
  }),
};
