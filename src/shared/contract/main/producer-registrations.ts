/**
 * WEEE and battery compliance in Germany and Austria (`weee-de`, `weee-at`, `battery-de`,
 * `battery-at`): the registration data, the order of the service with its price, the registration
 * number once the register issued it, and the quantity reports per category and period.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { IdSchema, TimestampSchema, requiredText } from '../primitives';
import { ReportingFrequencySchema } from './prices';
import { ProcessStatusSchema } from './processes';
import {
  KgSchema,
  QuoteSchema,
  ReportStateSchema,
  ServiceDocumentSchema,
  timelineStepSchema,
} from './service-common';
import {
  IsoDateSchema,
  RegistrationServiceSchema,
  EquipmentCategorySchema,
  EquipmentTypeSchema,
  BATTERY_CHEMISTRIES,
  EQUIPMENT_AUDIENCES,
  REPORT_AUDIENCES,
} from './registration-services';
import { PARTNER_CHOICES, RegistrationOrderSchema } from './registration-orders';

// The services' catalogue and orders, one import away.
export {
  BATTERY_CATEGORIES,
  BATTERY_CHEMISTRIES,
  categoriesOfTypes,
  countryOfService,
  DE_WEEE_EQUIPMENT_TYPES,
  EquipmentCategorySchema,
  EquipmentTypeSchema,
  needsGuarantee,
  needsPlausibility,
  RegistrationServiceSchema,
  streamOfService,
  WEEE_CATEGORIES,
  type EquipmentType,
  type RegistrationService,
} from './registration-services';
export {
  BatteryOrderSchema,
  orderInContext,
  RegistrationOrderSchema,
  WeeeOrderSchema,
  type BatteryOrder,
  type RegistrationOrder,
  type WeeeOrder,
} from './registration-orders';

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
