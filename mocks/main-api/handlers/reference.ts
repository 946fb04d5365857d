/** The reference data of obligations: public, the same for everyone. */
import { config } from '../../../src/shared/config/config';
import { referenceEndpoints } from '../../../src/shared/contract/reference';
import { referenceFixture } from '../data/fixtures/reference';
import { ok } from '../../common/respond';
import { publicRoute } from '../../common/route';

export const referenceHandlers = [
  publicRoute(config.mainApiUrl, referenceEndpoints.getReference, () => ok(referenceFixture)),
];
