import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface FeatureFlagsState {
  /**
   * Local overrides a developer sets for debugging (on the dev-ui page). They win over the server's
   * flags on this browser only, are stored under `devFlagOverrides`, and a banner says they are on.
   * Development builds only (TRUST-3); the main API enforces the flags anyway.
   */
  overrides: Record<string, boolean>;
}

export const FLAG_OVERRIDES_KEY = 'devFlagOverrides';

function readStoredOverrides(): Record<string, boolean> {
  // Development builds only (TRUST-3): a production build never reads overrides.
  if (process.env.NODE_ENV === 'production') return {};
  try {
    const raw =
      typeof localStorage === 'undefined' ? null : localStorage.getItem(FLAG_OVERRIDES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, v]) => typeof v === 'boolean'),
    ) as Record<string, boolean>;
  } catch {
    return {};
  }
}

export const initialFeatureFlagsState = (): FeatureFlagsState => ({
  overrides: readStoredOverrides(),
});

export const featureFlagsSlice = createSlice({
  name: 'featureFlags',
  initialState: initialFeatureFlagsState,
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

export const { flagOverridden, flagOverrideCleared, flagOverridesCleared } =
  featureFlagsSlice.actions;
export const { selectFlagOverrides } = featureFlagsSlice.selectors;
