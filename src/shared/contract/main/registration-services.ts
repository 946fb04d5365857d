/**
 * The WEEE and battery services of Germany and Austria and what they register: the services'
 * countries and streams, the categories, the German equipment types and battery chemistries.
 */
import * as v from 'valibot';
import {
  BATTERY_SERVICES,
  type SERVICES,
  WEEE_SERVICES,
  serviceById,
} from '../../../domain/vocabulary/services';

export const IsoDateSchema = v.pipe(v.string(), v.isoDate());

export { WEEE_SERVICES, BATTERY_SERVICES };

export const REGISTRATION_SERVICES = [...WEEE_SERVICES, ...BATTERY_SERVICES];

export const RegistrationServiceSchema = v.picklist(REGISTRATION_SERVICES);

export type RegistrationService = v.InferOutput<typeof RegistrationServiceSchema>;

/** The country a registration service is for (its row in the vocabulary). */
export const countryOfService = (service: RegistrationService) =>
  serviceById(service).country as Extract<
    (typeof SERVICES)[number],
    { kind: 'registration' }
  >['country'];

export const streamOfService = (service: RegistrationService) =>
  serviceById(service).stream as 'weee' | 'batteries';

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
 * households only" (b2b), ear's pattern, marked unverified (`verified: false`).
 * RULE-2: photovoltaic modules are types of their own, large ones (an outer dimension over 50 cm)
 * in category 4 and small ones in category 5, both b2c: a module can be used in a household
 * whoever buys it (ElektroG §3 Nr. 4; the split by size from take-e-way.de/epr-deutschland, a
 * secondary source, so unverified). That makes 15; the two remaining types were named by no
 * source found and are not listed.
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
  {
    id: 'largePhotovoltaicModulesB2c',
    category: 'largeEquipment',
    audience: 'b2c',
    verified: false,
  },
  { id: 'smallEquipmentB2c', category: 'smallEquipment', audience: 'b2c', verified: false },
  { id: 'smallEquipmentB2b', category: 'smallEquipment', audience: 'b2b', verified: false },
  {
    id: 'smallPhotovoltaicModulesB2c',
    category: 'smallEquipment',
    audience: 'b2c',
    verified: false,
  },
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
