import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface FeatureFlagsState {
  /**
   * Local overrides a developer sets for debugging (see the dev panel). They win over the server's
   * flags on this browser only and are shown as such.
   */
  overrides: Record<string, boolean>;
}

const initialState: FeatureFlagsState = { overrides: {} };

export const featureFlagsSlice = createSlice({
  name: 'featureFlags',
  initialState,
  reducers: {
    flagOverridden(state, action: PayloadAction<{ flag: string; enabled: boolean }>) {
      state.overrides[action.payload.flag] = action.payload.enabled;
    },
    flagOverrideCleared(state, action: PayloadAction<string>) {
      delete state.overrides[action.payload];
    },
    flagOverridesCleared(state) {
      state.overrides = {};
    },
  },
  selectors: {
    selectFlagOverrides: (state) => state.overrides,
  },
});

export const { flagOverridden, flagOverrideCleared, flagOverridesCleared } = featureFlagsSlice.actions;
export const { selectFlagOverrides } = featureFlagsSlice.selectors;
