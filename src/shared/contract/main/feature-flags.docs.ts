/**
 * The OpenAPI texts of `./feature-flags`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import { FeatureFlagsSchema, type featureFlagEndpoints } from './feature-flags';

const tags = ['Feature flags'] as const;

export const featureFlagDocs: EndpointDocs<typeof featureFlagEndpoints> = {
  getUserFeatures: { summary: "The signed-in user's feature flags", tags },
  getPublicFeatures: { summary: "Visitors' feature flags", tags },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const featureFlagsComponents = { FeatureFlagsSchema };
