/** Feature flags for the signed-in user (bearer) and for visitors. */
import { config } from '../../../src/shared/config/config';
import { featureFlagEndpoints } from '../../../src/shared/contract/main/feature-flags';
import { featureFlags } from '../../common/data/db';
import { ok } from '../../common/respond';
import { publicRoute, route } from '../../common/route';

export const featureFlagHandlers = [
  route(config.mainApiUrl, featureFlagEndpoints.getUserFeatures, ({ user }) =>
    ok(featureFlags.forUser(user.id)),
  ),
  publicRoute(config.mainApiUrl, featureFlagEndpoints.getPublicFeatures, () =>
    ok(featureFlags.public()),
  ),
];
