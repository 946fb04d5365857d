/** Feature flags: a name-to-boolean map, for the signed-in user or for visitors. */
import * as v from 'valibot';
import { endpoint } from '../endpoint';

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

export const FeatureFlagsSchema = v.record(v.string(), v.boolean());
export type FeatureFlags = v.InferOutput<typeof FeatureFlagsSchema>;

const tags = ['Feature flags'] as const;

export const featureFlagEndpoints = {
  getUserFeatures: endpoint({
    method: 'GET',
    path: '/user/config/features',
    summary: "The signed-in user's feature flags",
    auth: 'bearer',
    response: FeatureFlagsSchema,
    tags,
  }),
  getPublicFeatures: endpoint({
    method: 'GET',
    path: '/config/features',
    summary: "Visitors' feature flags",
    auth: 'none',
    response: FeatureFlagsSchema,
    tags,
  }),
};
