import { isRejectedWithValue, type TypedStartListening } from '@reduxjs/toolkit';
import { needsSignIn } from '@/shared/api/api-error';
import { redirectToSignIn } from '@/shared/api/error-catalogue';
import { textsReady } from '@/shared/i18n/i18n';
import { languageApplied } from '@/shared/i18n/locale-slice';
import type { ThunkExtra } from '@/shared/lib/thunk-extra';
import {
  flagOverridden,
  flagOverrideCleared,
  flagOverridesCleared,
  FLAG_OVERRIDES_KEY,
} from '@/shared/feature-flags/flag-overrides-slice';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, ThunkExtra>;

/** Cross-cutting reactions to actions, registered once per store. */
export function registerListeners(startListening: AppStartListening): void {
  // An API call's error whose kind means "not signed in" (the error catalogue: a 401, or a renewal
  // that failed after a 403) sends the user to sign-in and back to where they were.
  startListening({
    predicate: (action) => isRejectedWithValue(action) && needsSignIn(action.payload),
    effect: async (_action, api) => {
      await redirectToSignIn(api.extra.auth).catch(() => undefined);
    },
  });

  // The screen follows the store's language: texts, and the page's `lang` for screen readers.
  startListening({
    predicate: (action, current, previous) =>
      languageApplied.match(action) || current.locale.current !== previous.locale.current,
    effect: async (_action, api) => {
      // At start-up the store learns the language before i18next has its first texts.
      await textsReady(api.extra.i18n);
      // Not started yet: `startLanguage` starts i18next in the store's language.
      if (!api.extra.i18n.isInitialized) return;
      const language = api.getState().locale.current;
      await api.extra.i18n.changeLanguage(language);
      document.documentElement.lang = language;
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
