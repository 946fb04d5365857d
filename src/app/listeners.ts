import { isRejectedWithValue, type TypedStartListening } from '@reduxjs/toolkit';
import { isApiError } from '@/shared/api/api-error';
import type { ThunkExtra } from '@/shared/api/base-query';
import {
  flagOverridden,
  flagOverrideCleared,
  flagOverridesCleared,
  FLAG_OVERRIDES_KEY,
} from '@/features/feature-flags/feature-flags-slice';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

const currentLocation = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Cross-cutting reactions to actions, registered once per store. */
export function registerListeners(startListening: AppStartListening): void {
  // ERR-1: a 401 from any API call (or a renewal that failed after a 403) sends the user to sign-in
  // and back to where they were. Many requests may fail at once; one redirect is enough.
  let redirecting = false;
  startListening({
    predicate: (action) =>
      isRejectedWithValue(action) &&
      isApiError(action.payload) &&
      action.payload.kind === 'unauthorized',
    effect: async (_action, api) => {
      if (redirecting) return;
      redirecting = true;
      try {
        await api.extra.auth.signInRedirect({ redirectPath: currentLocation() });
      } catch {
        // The provider could not be reached: let the next 401 try again.
        redirecting = false;
      }
    },
  });

  // Developer flag overrides survive a reload on this browser only.
  startListening({
    predicate: (action) =>
      flagOverridden.match(action) ||
      flagOverrideCleared.match(action) ||
      flagOverridesCleared.match(action),
    effect: (_action, api) => {
      const overrides = api.getState().featureFlags.overrides;
      try {
        if (Object.keys(overrides).length > 0)
          localStorage.setItem(FLAG_OVERRIDES_KEY, JSON.stringify(overrides));
        else localStorage.removeItem(FLAG_OVERRIDES_KEY);
      } catch {
        /* private mode: overrides last for this page only */
      }
    },
  });
}
