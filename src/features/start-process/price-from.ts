import {
  packagingPriceFor,
  servicePriceFor,
  type FeeItem,
  type PriceTable,
} from '@/shared/contract/main/prices';
import type { ServiceId } from '@/shared/contract/reference';

/**
 * What the smallest order of a service costs, net, in cents, from the price table (UX-5): a
 * packaging licence its minimum fee (or the flat fee where it is lower), 0 when it has none (priced
 * by quantity alone); a WEEE or battery
 * registration the registration, a year's service and one category, for a company established
 * in the country; the NIE/NIF application its fee; a representative its order fee and one
 * representation. Official fees passed on at cost are not ours and not included. `null` when the
 * table has no price for it.
 */
export function priceFrom(table: PriceTable, service: ServiceId, year: number): number | null {
  if (service === 'de-licensing-process' || service === 'at-licensing-process') {
    const price = packagingPriceFor(table, service === 'de-licensing-process' ? 'DE' : 'AT', year);
    if (!price) return null;
    // Without a minimum fee the smallest licence is priced by its quantities alone: 0 says so
    // (a flat fee is another route, not a floor).
    return price.minimumFee > 0 ? Math.min(price.minimumFee, price.flatFee?.fee ?? Infinity) : 0;
  }
  const price = servicePriceFor(table, service);
  if (!price) return null;
  const items: Record<string, readonly FeeItem[]> = {
    'nie-nif-application': ['application'],
    authoriseme: ['registration', 'perRepresentation'],
  };
  const chosen = items[service] ?? ['registration', 'annualService', 'perCategory'];
  return chosen.reduce((sum, item) => sum + (price.fees[item] ?? 0), 0);
}
