import { createSelector } from '@reduxjs/toolkit';
import { featureFlagsApi } from '@/shared/api/feature-flags-api';
import { settle, type LoaderStore } from '@/shared/api/settle';
import type { FeatureFlags } from '@/shared/contract/main/feature-flags';
import type { FeatureFlagsState } from './flag-overrides-slice';

type FlagsRootState = { featureFlags: FeatureFlagsState };

/** Overrides count in development builds only (TRUST-3). */
const withOverrides = (server: FeatureFlags, overrides: Record<string, boolean>): FeatureFlags =>
  process.env.NODE_ENV === 'production' ? server : { ...server, ...overrides };

/** The server's flags (the signed-in user's, or visitors') with the developer's overrides on top. */
export async function loadEffectiveFlags(
  store: LoaderStore<FlagsRootState>,
  signedIn: boolean,
): Promise<FeatureFlags> {
  const server = await settle(
    store.dispatch(featureFlagsApi.endpoints.featureFlags.initiate({ signedIn })),
  );
  return withOverrides(server, store.getState().featureFlags.overrides);
}

const selectServerFlags = (signedIn: boolean) =>
  featureFlagsApi.endpoints.featureFlags.select({ signedIn });
const selectSignedIn = selectServerFlags(true);
const selectVisitor = selectServerFlags(false);
type FlagsState = Parameters<typeof selectSignedIn>[0] & FlagsRootState;

/** For components under the private layout, whose loader has loaded the flags. */
export const selectEffectiveFlags = createSelector(
  [
    (state: FlagsState) => selectSignedIn(state).data,
    (state: FlagsState) => state.featureFlags.overrides,
  ],
  (server, overrides): FeatureFlags => withOverrides(server ?? {}, overrides),
);

/** For public pages: the signed-in user's flags when there is one, else the visitors'. */
export const selectPublicFlags = createSelector(
  [
    (state: FlagsState) => selectSignedIn(state).data ?? selectVisitor(state).data,
    (state: FlagsState) => state.featureFlags.overrides,
  ],
  (server, overrides): FeatureFlags => withOverrides(server ?? {}, overrides),
);
