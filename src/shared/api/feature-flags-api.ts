import { featureFlagEndpoints, type FeatureFlags } from '@/shared/contract/main/feature-flags';
import { reads, request } from './contract-endpoint';
import { mainApi } from './main-api';

/** The features query is stale after 1 min and cached for 2 min. */
export const FEATURES_STALE_SECONDS = 60;
export const FEATURES_CACHE_SECONDS = 120;

/** Data fulfilled at `fulfilledAt` (ms) is stale once it is `FEATURES_STALE_SECONDS` old. */
export const isStale = (fulfilledAt: number | undefined, now = Date.now()): boolean =>
  fulfilledAt !== undefined && now - fulfilledAt >= FEATURES_STALE_SECONDS * 1000;

export const featureFlagsApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    /** Query key `featureFlags`; the visitors' flags when nobody is signed in. */
    featureFlags: build.query<FeatureFlags, { signedIn: boolean }>({
      query: ({ signedIn }) =>
        request(
          signedIn ? featureFlagEndpoints.getUserFeatures : featureFlagEndpoints.getPublicFeatures,
        ),
      ...reads(featureFlagEndpoints.getUserFeatures),
      keepUnusedDataFor: FEATURES_CACHE_SECONDS,
      // Stale after 1 min: a new subscriber (a loader, a mounting component) refetches data older
      // than that, whoever dispatches it; younger data is served from the cache.
      forceRefetch: ({ endpointState }) => isStale(endpointState?.fulfilledTimeStamp),
      providesTags: ['FeatureFlags'],
    }),
  }),
});

export const { useFeatureFlagsQuery } = featureFlagsApi;
