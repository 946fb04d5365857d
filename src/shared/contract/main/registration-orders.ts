/**
 * The order of a WEEE or battery registration service: what the company states, and the checks
 * that depend on the company and the register (representative, existing number). Whether a
 * representative is needed and the fee items are the domain's (`src/domain/registration-orders.ts`).
 */
import * as v from 'valibot';
import { requiredText } from '../primitives';
import { registrationNumberMatches, type ObligationRule } from '../reference';
import { needsRepresentative } from '../../../domain/registration-orders';
import { AcceptTermsSchema, BrandsSchema } from './service-common';
import {
  WEEE_SERVICES,
  BATTERY_SERVICES,
  WEEE_CATEGORIES,
  BATTERY_CATEGORIES,
  EquipmentTypeSchema,
  equipmentTypeOf,
  needsPlausibility,
  needsGuarantee,
  BATTERY_CHEMISTRIES,
  EQUIPMENT_AUDIENCES,
} from './registration-services';

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
        // ElektroG §3 Nr. 4: the equipment types decide b2c, not who buys (RULE-2); without
        // types, the audience answer still does.
        (o) =>
          o.service !== 'weee-de' ||
          o.guarantee !== 'notNeeded' ||
          (o.equipmentTypes.length > 0 ? !needsGuarantee(o.equipmentTypes) : o.audience === 'b2b'),
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
