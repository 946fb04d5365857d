/** What a licence costs: its price list of the year, the route it is paid by and the quote. */
import { flatFeeAllowed, quoteFlatFee, quotePackaging } from '../../../src/domain/pricing';
import type { FeeRoute } from '../../../src/shared/contract/main/licences';
import { packagingPriceFor, type Quantities } from '../../../src/shared/contract/main/prices';
import { priceTableFixture } from './fixtures/prices';
import type { LicenceRecord } from './licensing';
import { quotePartiesOf } from './quote-parties';

export function priceOf(record: Pick<LicenceRecord, 'country' | 'year'>) {
  return record.year === null
    ? undefined
    : packagingPriceFor(priceTableFixture, record.country, record.year);
}

/**
 * The route a licence is paid by: the flat fee where the company chose it and its quantities
 * allow it, else by quantity (null for Germany, which has one route).
 */
export function feeRouteOf(
  record: Pick<LicenceRecord, 'country' | 'year' | 'feeRoute'>,
  quantities: Quantities,
): FeeRoute | null {
  if (record.country !== 'AT') return null;
  const price = priceOf(record);
  return record.feeRoute === 'flatFee' && price && flatFeeAllowed(price, quantities)
    ? 'flatFee'
    : 'byQuantity';
}

export function quoteFor(record: LicenceRecord, quantities: Quantities) {
  const price = priceOf(record);
  if (!price) return null;
  const parties = quotePartiesOf(record.companyId);
  const quote =
    feeRouteOf(record, quantities) === 'flatFee' && price.flatFee
      ? quoteFlatFee({ ...price, flatFee: price.flatFee }, parties)
      : quotePackaging(price, quantities, parties);
  return { price, quote };
}
