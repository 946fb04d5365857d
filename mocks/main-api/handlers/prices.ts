/** The price table: public, the same for everyone (example prices). */
import { config } from '../../../src/shared/config/config';
import { priceEndpoints } from '../../../src/shared/contract/main/prices';
import { priceTableFixture } from '../data/fixtures/prices';
import { ok } from '../../common/respond';
import { publicRoute } from '../../common/route';

export const priceHandlers = [
  publicRoute(config.mainApiUrl, priceEndpoints.getPrices, () => ok(priceTableFixture)),
];
