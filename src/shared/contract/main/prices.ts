/**
 * The price table of the services: packaging rates per material and year, and the fees of the
 * registration, representation and application services. The local stack's table holds example
 * prices (the UI says so). Quotes are computed by `src/domain/pricing.ts`, the same in the app (the
 * live estimate) and in the service (the price of a submitted order): this file keeps the shapes.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import type { VatCustomer } from '../../../domain/vat';
import { PERIODIC_FREQUENCIES } from '../../../domain/vocabulary/frequencies';
import { CountryCodeSchema } from '../primitives';
import { ServiceIdSchema, type ServiceId } from '../reference';
import {
  LicenceCountrySchema,
  PackagingMaterialSchema,
  type LicenceCountry,
  type PackagingMaterial,
} from './packaging-materials';

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A fee band's frequency: one of the vocabulary's periodic frequencies (RULE-4). */
export const ReportingFrequencySchema = v.picklist(PERIODIC_FREQUENCIES);
export type ReportingFrequency = v.InferOutput<typeof ReportingFrequencySchema>;

/**
 * Who supplies the services: one legal entity, its member state and standard VAT rate. Quotes
 * charge this VAT only where `vatTerms` (src/domain/vat.ts) says so.
 */
export const ProviderSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  country: CountryCodeSchema,
  vatId: v.pipe(v.string(), v.nonEmpty()),
  /** Percent, the provider's domestic standard rate. */
  vatRate: v.number(),
});
export type Provider = v.InferOutput<typeof ProviderSchema>;

export const PackagingPriceSchema = v.object({
  country: LicenceCountrySchema,
  year: v.pipe(v.number(), v.integer()),
  /** Cents a licence costs at least (net). */
  minimumFee: cents,
  /** Cents per tonne, by material. */
  ratesPerTonne: v.record(PackagingMaterialSchema, cents),
  /**
   * How often a licence reports, by its yearly net fee (Austria: yearly up to EUR 1,500,
   * quarterly up to EUR 20,000, monthly above). Ascending; the last band has no upper bound.
   */
  reportingBands: v.array(
    v.object({ upToNet: v.nullable(cents), frequency: ReportingFrequencySchema }),
  ),
  /**
   * A scheme's flat fee for small quantities (Austria, ARA: EUR 150 a year while household and
   * commercial packaging each stay within 1,500 kg a year): a route of its own, with no period
   * reports and one yearly invoice, not a minimum fee. Absent: no such route.
   */
  flatFee: v.optional(
    v.object({
      fee: cents,
      maxKg: v.object({ household: v.number(), commercial: v.number() }),
    }),
  ),
});
export type PackagingPrice = v.InferOutput<typeof PackagingPriceSchema>;

/**
 * Official fees: what a register or authority charges the producer and the provider passes on at
 * cost in the producer's name (`registerFee`: the register's fee per registration, e.g. stiftung
 * ear's per brand and equipment type). Not the provider's supply: listed apart, no VAT.
 */
export const OFFICIAL_FEE_ITEMS = ['registerFee'] as const;
export type OfficialFeeItem = (typeof OFFICIAL_FEE_ITEMS)[number];

/**
 * Fee items of the services: one-off registration or application fees, yearly service fees, and
 * the parts that scale (per equipment category, per represented country and stream); then the
 * official fees.
 */
export const FEE_ITEMS = [
  'registration',
  'annualService',
  'perCategory',
  'guarantee',
  'representative',
  'perRepresentation',
  'application',
  ...OFFICIAL_FEE_ITEMS,
] as const;
export const FeeItemSchema = v.picklist(FEE_ITEMS);
export type FeeItem = v.InferOutput<typeof FeeItemSchema>;

export const isOfficialFee = (item: string): item is OfficialFeeItem =>
  (OFFICIAL_FEE_ITEMS as readonly string[]).includes(item);

export const ServicePriceSchema = v.object({
  service: ServiceIdSchema,
  /** Cents per unit of each item the service charges. */
  fees: v.record(FeeItemSchema, cents),
});
export type ServicePrice = v.InferOutput<typeof ServicePriceSchema>;

/**
 * QTY-1: the names a product list may give a packaging material, per licence country, and the
 * category each counts in (`Kunststoff` → `plastics` in Germany; `Folien Gewerbe` → `cm-films` in
 * Austria). Matched without regard to case, accents or repeated spaces; a category's own id always
 * matches. A name the table lacks is reported on its row, never guessed.
 */
export const MaterialNamesSchema = v.object({
  country: LicenceCountrySchema,
  names: v.record(v.pipe(v.string(), v.nonEmpty()), PackagingMaterialSchema),
});
export type MaterialNames = v.InferOutput<typeof MaterialNamesSchema>;

export const PriceTableSchema = v.object({
  /** The table holds example prices, not offers. */
  example: v.boolean(),
  updated: v.pipe(v.string(), v.isoDate()),
  provider: ProviderSchema,
  packaging: v.array(PackagingPriceSchema),
  services: v.array(ServicePriceSchema),
  /** Product-list material names per licence country (absent: the category ids only). */
  materialNames: v.optional(v.array(MaterialNamesSchema)),
});
export type PriceTable = v.InferOutput<typeof PriceTableSchema>;

export const packagingPriceFor = (
  table: PriceTable,
  country: LicenceCountry,
  year: number,
): PackagingPrice | undefined =>
  table.packaging.find((p) => p.country === country && p.year === year);

export const servicePriceFor = (table: PriceTable, service: ServiceId): ServicePrice | undefined =>
  table.services.find((p) => p.service === service);

/** Who a quote is for: the provider and the example flag from the table, the customer company. */
export interface QuoteParties {
  provider: Provider;
  customer: VatCustomer | null;
  example: boolean;
}

/** The parties of a quote from the price table and the customer company (its address and VAT id). */
export const quoteParties = (
  table: PriceTable,
  company: { address: { country: string }; vatId: string | null } | null | undefined,
): QuoteParties => ({
  provider: table.provider,
  customer: company ? { country: company.address.country, vatId: company.vatId } : null,
  example: table.example,
});

/** Quantities by material (kg); a missing material is 0. */
export type Quantities = Partial<Record<PackagingMaterial, number>>;

export const priceEndpoints = {
  getPrices: endpoint({
    method: 'GET',
    path: '/reference/prices',
    auth: 'none',
    response: PriceTableSchema,
  }),
};
