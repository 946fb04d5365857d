/**
 * Prices and quotes (RULE-4: business rules out of the contract, which keeps the price table's
 * shape): the amount of a quantity at a rate, a quote from its lines with the VAT the parties
 * give, the packaging, flat-fee and service quotes, and how often an Austrian licence reports by
 * its fee level. The same in the app (the live estimate) and in the main API (the price of a
 * submitted order). Relative imports only.
 */
import { PACKAGING_MATERIALS } from '../shared/contract/main/packaging-materials';
import {
  isOfficialFee,
  type FeeItem,
  type PackagingPrice,
  type Quantities,
  type QuoteParties,
  type ReportingFrequency,
  type ServicePrice,
} from '../shared/contract/main/prices';
import type { Quote, QuoteLine } from '../shared/contract/main/service-common';
import { vatOf, vatTerms, type VatCustomer, type VatSupplier } from './vat';

/**
 * A quote from its lines: net is the sum of the service lines, or the minimum fee when that is
 * more; VAT on the net at the rate `vatTerms` gives for provider and customer, rounded half up to
 * the cent; official fee lines apart, without VAT.
 */
export function quoteOf(
  lines: QuoteLine[],
  {
    supplier,
    customer,
    minimumFee = 0,
    officialFees = [],
    example,
  }: {
    supplier: VatSupplier;
    customer: VatCustomer | null;
    minimumFee?: number;
    officialFees?: QuoteLine[];
    example: boolean;
  },
): Quote {
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  const minimumApplied = sum < minimumFee;
  const net = minimumApplied ? minimumFee : sum;
  const terms = vatTerms(supplier, customer);
  const vat = vatOf(net, terms.rate);
  const officialTotal = officialFees.reduce((total, line) => total + line.amount, 0);
  return {
    currency: 'EUR',
    lines,
    minimumFee,
    minimumApplied,
    net,
    vatTreatment: terms.treatment,
    // RULE-2: the invoice names the customer's VAT ID where it owes the tax (Art. 226 (4)).
    ...(terms.treatment === 'reverseCharge' && customer?.vatId
      ? { customerVatId: customer.vatId.replace(/\s+/g, '').toUpperCase() }
      : {}),
    vatRate: terms.rate,
    vat,
    gross: net + vat,
    officialFees,
    officialTotal,
    total: net + vat + officialTotal,
    example,
  };
}

/**
 * Cents for `kg` at `ratePerTonne` cents, rounded half up. Computed on whole grams in BigInt, so
 * 1,234.567 kg costs exactly what the price table says at any size.
 */
export function amountForKg(kg: number, ratePerTonne: number): number {
  const grams = BigInt(Math.round(kg * 1000));
  const rate = BigInt(Math.round(ratePerTonne));
  // 1 t = 1,000,000 g; adding half the divisor rounds half up.
  return Number((grams * rate + 500_000n) / 1_000_000n);
}

/**
 * The price of licensing `quantities`: one line per material with a quantity, in the order of the
 * materials list, each rounded to the cent; the minimum fee when the lines come to less.
 */
export function quotePackaging(
  price: PackagingPrice,
  quantities: Quantities,
  { provider, customer, example }: QuoteParties,
) {
  const lines = PACKAGING_MATERIALS.flatMap((material) => {
    const kg = quantities[material] ?? 0;
    const rate = price.ratesPerTonne[material];
    if (kg <= 0 || rate === undefined) return [];
    return [{ item: material, quantity: kg, rate, amount: amountForKg(kg, rate) }];
  });
  return quoteOf(lines, {
    supplier: provider,
    customer,
    minimumFee: price.minimumFee,
    example,
  });
}

/** Household and commercial kg of Austrian quantities (the `hh-` and `cm-` materials). */
export function segmentKg(quantities: Quantities): { household: number; commercial: number } {
  const sum = (prefix: string) =>
    Object.entries(quantities).reduce(
      (total, [material, kg]) => (material.startsWith(prefix) ? total + (kg ?? 0) : total),
      0,
    );
  return { household: sum('hh-'), commercial: sum('cm-') };
}

/**
 * Household and commercial packaging each report at the frequency their own fee gives (VerpackVO
 * 2014 §9(4) and §13(2) set them apart): the fee of each segment's materials against the bands;
 * null for a segment without quantities.
 */
export function segmentFrequencies(
  price: PackagingPrice,
  quantities: Quantities,
): { household: ReportingFrequency | null; commercial: ReportingFrequency | null } {
  const of = (prefix: string) => {
    const materials = PACKAGING_MATERIALS.filter((m) => m.startsWith(prefix));
    if (!materials.some((m) => (quantities[m] ?? 0) > 0)) return null;
    const net = materials.reduce((sum, m) => {
      const kg = quantities[m] ?? 0;
      const rate = price.ratesPerTonne[m];
      return kg > 0 && rate !== undefined ? sum + amountForKg(kg, rate) : sum;
    }, 0);
    return reportingFrequencyFor(price, net);
  };
  return { household: of('hh-'), commercial: of('cm-') };
}

/** Whether the flat-fee route is open to these quantities: some, and each segment within its limit. */
export function flatFeeAllowed(price: PackagingPrice, quantities: Quantities): boolean {
  if (!price.flatFee) return false;
  const kg = segmentKg(quantities);
  return (
    kg.household + kg.commercial > 0 &&
    kg.household <= price.flatFee.maxKg.household &&
    kg.commercial <= price.flatFee.maxKg.commercial
  );
}

/** The flat fee's price: one line, no minimum fee, VAT as for any quote. */
export function quoteFlatFee(
  price: PackagingPrice & { flatFee: NonNullable<PackagingPrice['flatFee']> },
  { provider, customer, example }: QuoteParties,
) {
  const { fee } = price.flatFee;
  return quoteOf([{ item: 'flatFee', quantity: 1, rate: fee, amount: fee }], {
    supplier: provider,
    customer,
    example,
  });
}

/** How often a licence with this yearly net fee reports. */
export function reportingFrequencyFor(price: PackagingPrice, net: number): ReportingFrequency {
  const band = price.reportingBands.find((b) => b.upToNet === null || net <= b.upToNet);
  return band?.frequency ?? 'yearly';
}

/**
 * The price of a service order: each fee item times its count; items the table lacks cost 0.
 * Official fees become the quote's official lines (no VAT); an official fee the table lacks is left
 * out.
 */
export function quoteFees(
  price: ServicePrice,
  items: readonly (readonly [FeeItem, number])[],
  { provider, customer, example }: QuoteParties,
): Quote {
  const lines: QuoteLine[] = [];
  const officialFees: QuoteLine[] = [];
  for (const [item, count] of items) {
    if (count <= 0) continue;
    const rate = price.fees[item] ?? 0;
    const line = { item, quantity: count, rate, amount: rate * count };
    if (!isOfficialFee(item)) lines.push(line);
    else if (price.fees[item] !== undefined) officialFees.push(line);
  }
  return quoteOf(lines, { supplier: provider, customer, officialFees, example });
}
