/** Feature flags: a name-to-boolean map, for the signed-in user or for visitors. */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import type { ServiceId } from '../reference';

/** The flags the web app reads; the service may send others, which the app ignores. */
export const FEATURE_FLAG_NAMES = [
  'at_licensing_enabled',
  'de_licensing_enabled',
  'es_nieNifApplication_enabled',
  'at_weeeCompliance_enabled',
  'de_weeeCompliance_enabled',
  'de_batteryCompliance_enabled',
  'at_batteryCompliance_enabled',
  'ame_enabled',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

/**
 * The flag that opens each service, and the country and stream it serves (`null`: any). The main
 * API enforces it on every endpoint of the service (TRUST-3); the app's sections name the same
 * flags (a test checks they agree).
 */
export const SERVICE_FEATURES: Readonly<
  Record<ServiceId, { flag: FeatureFlagName; country: string | null; stream: string | null }>
> = {
  'de-licensing-process': { flag: 'de_licensing_enabled', country: 'DE', stream: 'packaging' },
  'at-licensing-process': { flag: 'at_licensing_enabled', country: 'AT', stream: 'packaging' },
  'weee-de': { flag: 'de_weeeCompliance_enabled', country: 'DE', stream: 'weee' },
  'weee-at': { flag: 'at_weeeCompliance_enabled', country: 'AT', stream: 'weee' },
  'battery-de': { flag: 'de_batteryCompliance_enabled', country: 'DE', stream: 'batteries' },
  'battery-at': { flag: 'at_batteryCompliance_enabled', country: 'AT', stream: 'batteries' },
  'nie-nif-application': { flag: 'es_nieNifApplication_enabled', country: 'ES', stream: null },
  authoriseme: { flag: 'ame_enabled', country: null, stream: null },
};

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
