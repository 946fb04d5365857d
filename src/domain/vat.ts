/**
 * VAT on the platform's services (DOM-9): which VAT a quote carries, from who supplies and who
 * buys. Relative imports only, so the app, the main API's implementation in `mocks/` and the
 * tests use the same rule.
 *
 * The services are business-to-business services (Directive 2006/112/EC):
 * - customer established outside the EU: the service is supplied where the customer is established
 *   (Art. 44), outside the scope of EU VAT: no VAT, with a note;
 * - customer with a VAT identification number of another member state than the provider's: the
 *   supply takes place there and the customer owes the VAT (Art. 44, reverse charge Art. 196):
 *   0 %, the invoice says "Reverse charge" (Art. 226 (11a));
 * - otherwise (same member state, or no VAT number: Art. 18 (2) Implementing Regulation (EU)
 *   282/2011 lets the provider treat such a customer as a non-taxable person, Art. 45): the
 *   provider's domestic VAT.
 * Official fees (register and authority fees the provider pays in the customer's name and passes
 * on at cost) are not part of the provider's supply (Art. 79 (c)): listed apart, no VAT charged.
 */
import { isEuMemberState } from './vocabulary/countries';

/** Membership is the vocabulary's (RULE-4); Greece's VAT numbers start with EL. */
export { isEuMemberState };

/** The member state of a VAT identification number by its prefix (EL is Greece); null if none. */
export function vatIdMemberState(vatId: string | null | undefined): string | null {
  const prefix = (vatId ?? '').trim().slice(0, 2).toUpperCase();
  const country = prefix === 'EL' ? 'GR' : prefix;
  return isEuMemberState(country) ? country : null;
}

export const VAT_TREATMENTS = ['domestic', 'reverseCharge', 'outsideScope'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

/** Who supplies: the member state the provider is established in and its standard rate. */
export interface VatSupplier {
  country: string;
  /** Percent. */
  vatRate: number;
}

/** Who buys: the company's country (registered address) and VAT number, if it has one. */
export interface VatCustomer {
  country: string;
  vatId: string | null;
}

export interface VatTerms {
  treatment: VatTreatment;
  /** Percent charged on the provider's own services. */
  rate: number;
}

/**
 * The VAT terms of a supply from `supplier` to `customer`. An unknown customer (null) pays the
 * domestic rate: never less VAT than may be due.
 */
export function vatTerms(supplier: VatSupplier, customer: VatCustomer | null): VatTerms {
  const domestic: VatTerms = { treatment: 'domestic', rate: supplier.vatRate };
  if (!customer) return domestic;
  if (!isEuMemberState(customer.country)) return { treatment: 'outsideScope', rate: 0 };
  const state = vatIdMemberState(customer.vatId);
  if (state !== null && state !== supplier.country.toUpperCase())
    return { treatment: 'reverseCharge', rate: 0 };
  return domestic;
}

/** Cents of `net` at `rate` percent, rounded half up (integer arithmetic, no float drift). */
export const vatOf = (net: number, rate: number): number => Math.floor((net * rate + 50) / 100);
