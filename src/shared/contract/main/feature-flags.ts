/** Feature flags: a name-to-boolean map, for the signed-in user or for visitors. */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { SERVICES, SERVICE_FLAGS, type ServiceId } from '../../../domain/vocabulary/services';

/**
 * The flags the web app reads: one per service, named in the vocabulary's service rows (RULE-4);
 * the service may send others, which the app ignores.
 */
export const FEATURE_FLAG_NAMES = SERVICE_FLAGS;
export type FeatureFlagName = (typeof SERVICE_FLAGS)[number];

/**
 * The flag that opens each service, and the country and stream it serves (`null`: any). The main
 * API enforces it on every endpoint of the service (TRUST-3); the app's sections name the same
 * flags (a test checks they agree).
 */
export const SERVICE_FEATURES = Object.fromEntries(
  SERVICES.map(({ id, flag, country, stream }) => [id, { flag, country, stream }]),
) as Readonly<
  Record<ServiceId, { flag: FeatureFlagName; country: string | null; stream: string | null }>
>;

export const FeatureFlagsSchema = v.record(v.string(), v.boolean());
export type FeatureFlags = v.InferOutput<typeof FeatureFlagsSchema>;

export const featureFlagEndpoints = {
  getUserFeatures: endpoint({
    method: 'GET',
    path: '/user/config/features',
    auth: 'bearer',
    response: FeatureFlagsSchema,
  }),
  getPublicFeatures: endpoint({
    method: 'GET',
    path: '/config/features',
    auth: 'none',
    response: FeatureFlagsSchema,
  }),
};
