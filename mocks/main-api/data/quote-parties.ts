/** Who a quote of the main API is for: the price table's provider and the company (DOM-9). */
import { quoteParties, type QuoteParties } from '../../../src/shared/contract/main/prices';
import { companies } from '../../common/data/db';
import { priceTableFixture } from './fixtures/prices';

/** The company's registered address and VAT id decide the VAT (`src/domain/vat.ts`). */
export const quotePartiesOf = (companyId: string): QuoteParties =>
  quoteParties(priceTableFixture, companies.findById(companyId));
