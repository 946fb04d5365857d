import type { INavigator, User, UserManagerSettings } from 'oidc-client-ts';

/** What the session service tells the app (the store) about the session. */
export interface AuthEvents {
  userChanged(user: User | null): void;
  expiring(): void;
  expired(): void;
  /** TRUST-6: a renewal could not reach the provider; it is tried again with back-off. */
  renewalFailing(): void;
  /** TRUST-6: a renewal succeeded again (or the session ended). */
  renewalRecovered(): void;
}

export interface AuthServiceOptions {
  settings: UserManagerSettings;
  /** Current UI language, sent to the provider as `locale`. */
  getLocale: () => string;
  /** Leaves the page; replaced in tests. */
  reload?: () => void;
  /** How the browser goes to the provider; replaced in tests (jsdom cannot navigate). */
  redirectNavigator?: INavigator;
  /** Waits between renewal attempts; replaced in tests so back-off never sleeps for real. */
  wait?: (ms: number) => Promise<void>;
  /** Whether the browser has a network connection (`navigator.onLine`). */
  isOnline?: () => boolean;
}

export const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** TRUST-6: a renewal the provider could not answer is tried again after 2 s, 4 s ... at most 60 s. */
const FIRST_RENEWAL_RETRY_MS = 2_000;
const MAX_RENEWAL_RETRY_MS = 60_000;
export const renewalRetryDelay = (attempt: number) =>
  Math.min(FIRST_RENEWAL_RETRY_MS * 2 ** (attempt - 1), MAX_RENEWAL_RETRY_MS);
