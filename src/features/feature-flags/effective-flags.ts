import { createSelector } from '@reduxjs/toolkit';
import { settle, type LoaderStore } from '@/shared/api/load-query';
import { mainApi, type FeatureFlags } from '@/shared/api/main-api';
import type { FeatureFlagsState } from './feature-flags-slice';

type FlagsRootState = { featureFlags: FeatureFlagsState };

const mergeOverrides = (
  server: FeatureFlags,
  overrides: Record<string, boolean>,
): FeatureFlags => ({
  ...server,
  ...overrides,
});

/** Server flags with the developer's local overrides on top. */
export async function loadEffectiveFlags(
  store: LoaderStore<FlagsRootState>,
  signedIn: boolean,
): Promise<FeatureFlags> {
  const server = await settle(
    store.dispatch(mainApi.endpoints.featureFlags.initiate({ signedIn })),
  );
  return mergeOverrides(server, store.getState().featureFlags.overrides);
}

const selectSignedInFlags = mainApi.endpoints.featureFlags.select({ signedIn: true });

/** For components under the private layout (its loader has loaded the flags). */
export const selectEffectiveFlags = createSelector(
  [
    (state: Parameters<typeof selectSignedInFlags>[0]) => selectSignedInFlags(state).data,
    (state: FlagsRootState) => state.featureFlags.overrides,
  ],
  (server, overrides): FeatureFlags => mergeOverrides(server ?? {}, overrides),
);
