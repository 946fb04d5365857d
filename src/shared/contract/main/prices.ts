/**
 * The price table of the services: packaging rates per material and year, and the fees of the
 * registration, representation and application services. The local stack's table holds example
 * prices (the UI says so). Quotes are computed by the functions below, the same in the app (the live
 * estimate) and in the service (the price of a submitted order).
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { ServiceIdSchema, type ServiceId } from '../reference';
import {
  LicenceCountrySchema,
  PACKAGING_MATERIALS,
  PackagingMaterialSchema,
  type LicenceCountry,
  type PackagingMaterial,
} from './packaging-materials';
import { amountForKg, quoteOf, type Quote } from './service-common';

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));

export const REPORTING_FREQUENCIES = ['yearly', 'quarterly', 'monthly'] as const;
export const ReportingFrequencySchema = v.picklist(REPORTING_FREQUENCIES);
export type ReportingFrequency = v.InferOutput<typeof ReportingFrequencySchema>;

export const PackagingPriceSchema = v.object({
  country: LicenceCountrySchema,
  year: v.pipe(v.number(), v.integer()),
  /** Percent. */
  vatRate: v.number(),
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
});
export type PackagingPrice = v.InferOutput<typeof PackagingPriceSchema>;

/**
 * Fee items of the services: one-off registration or application fees, yearly service fees, and
 * the parts that scale (per equipment category, per represented country and stream).
 */
export const FEE_ITEMS = [
  'registration',
  'annualService',
  'perCategory',
  'guarantee',
  'representative',
  'perRepresentation',
  'application',
] as const;
export const FeeItemSchema = v.picklist(FEE_ITEMS);
export type FeeItem = v.InferOutput<typeof FeeItemSchema>;

export const ServicePriceSchema = v.object({
  service: ServiceIdSchema,
  vatRate: v.number(),
  /** Cents per unit of each item the service charges. */
  fees: v.record(FeeItemSchema, cents),
});
export type ServicePrice = v.InferOutput<typeof ServicePriceSchema>;

export const PriceTableSchema = v.object({
  /** The table holds example prices, not offers. */
  example: v.boolean(),
  updated: v.pipe(v.string(), v.isoDate()),
  packaging: v.array(PackagingPriceSchema),
  services: v.array(ServicePriceSchema),
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

/** Quantities by material (kg); a missing material is 0. */
export type Quantities = Partial<Record<PackagingMaterial, number>>;

/**
 * The price of licensing `quantities`: one line per material with a quantity, in the order of the
 * materials list, each rounded to the cent; the minimum fee when the lines come to less.
 */
export function quotePackaging(price: PackagingPrice, quantities: Quantities, example = true) {
  const lines = PACKAGING_MATERIALS.flatMap((material) => {
    const kg = quantities[material] ?? 0;
    const rate = price.ratesPerTonne[material];
    if (kg <= 0 || rate === undefined) return [];
    return [{ item: material, quantity: kg, rate, amount: amountForKg(kg, rate) }];
  });
  return quoteOf(lines, { vatRate: price.vatRate, minimumFee: price.minimumFee, example });
}

/** How often a licence with this yearly net fee reports. */
export function reportingFrequencyFor(price: PackagingPrice, net: number): ReportingFrequency {
  const band = price.reportingBands.find((b) => b.upToNet === null || net <= b.upToNet);
  return band?.frequency ?? 'yearly';
}

/** The price of a service order: each fee item times its count; items the table lacks cost 0. */
export function quoteFees(
  price: ServicePrice,
  items: readonly (readonly [FeeItem, number])[],
  example = true,
): Quote {
  const lines = items
    .filter(([, count]) => count > 0)
    .map(([item, count]) => {
      const rate = price.fees[item] ?? 0;
      return { item, quantity: count, rate, amount: rate * count };
    });
  return quoteOf(lines, { vatRate: price.vatRate, example });
}

export const priceEndpoints = {
  getPrices: endpoint({
    method: 'GET',
    path: '/reference/prices',
    summary:
      'The price table: packaging rates per country, year and material (minimum fee, VAT, ' +
      'reporting frequency by fee) and the fees of the other services',
    auth: 'none',
    response: PriceTableSchema,
    tags: ['Reference data'],
  }),
};
