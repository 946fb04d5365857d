import type { i18n as I18n } from 'i18next';
import type { AuthPort } from '@/shared/auth/auth-port';

/**
 * What the store hands thunks, listeners and base queries as `extra`: the session, the translations
 * and what persists state. Components reach them only through thunks, never directly.
 */
export interface ThunkExtra {
  auth: AuthPort;
  i18n: I18n;
  /** Forgets everything persisted (logout); set once redux-persist has started. */
  purgePersistedState: () => Promise<void>;
}
