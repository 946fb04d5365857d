import { createApi } from '@reduxjs/toolkit/query/react';
import { config } from '@/shared/config/config';
import { createApiBaseQuery, readData } from './base-query';
import { envelope, isRecord, schemaFailureToApiError } from './response-guard';

export type FeatureFlags = Record<string, boolean>;

/** Spec section 9: the features query is stale after 1 min and cached for 2 min. */
export const FEATURES_STALE_SECONDS = 60;
export const FEATURES_CACHE_SECONDS = 120;
/** Unused data of every other query is collected after 5 minutes. */
export const UNUSED_DATA_SECONDS = 300;

const isFeatureFlags = (v: unknown): v is FeatureFlags =>
  isRecord(v) && Object.values(v).every((flag) => typeof flag === 'boolean');

/** Data fulfilled at `fulfilledAt` (ms) is stale once it is `FEATURES_STALE_SECONDS` old. */
export const isStale = (fulfilledAt: number | undefined, now = Date.now()): boolean =>
  fulfilledAt !== undefined && now - fulfilledAt >= FEATURES_STALE_SECONDS * 1000;

export const mainApi = createApi({
  reducerPath: 'mainApi',
  baseQuery: createApiBaseQuery(config.mainApiUrl),
  keepUnusedDataFor: UNUSED_DATA_SECONDS,
  catchSchemaFailure: schemaFailureToApiError,
  tagTypes: ['FeatureFlags'],
  endpoints: (build) => ({
    /** Query key `featureFlags`; the signed-out variant when there is no user. */
    featureFlags: build.query<FeatureFlags, { signedIn: boolean }>({
      query: ({ signedIn }) => (signedIn ? '/user/config/features' : '/config/features'),
      rawResponseSchema: envelope('feature flags', isFeatureFlags),
      transformResponse: readData<FeatureFlags>,
      keepUnusedDataFor: FEATURES_CACHE_SECONDS,
      // Stale after 1 min: a new subscriber (a loader, a mounting component) refetches data older
      // than that, whoever dispatches it; younger data is served from the cache.
      forceRefetch: ({ endpointState }) => isStale(endpointState?.fulfilledTimeStamp),
      providesTags: ['FeatureFlags'],
    }),
  }),
});

export const { useFeatureFlagsQuery } = mainApi;
