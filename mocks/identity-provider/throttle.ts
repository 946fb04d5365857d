/**
 * TRUST-13: the provider's sign-in and registration are throttled, per address and per client
 * address (IP, `mocks/common/client-address.ts`), in sliding windows:
 *
 * - sign-in: 5 failed attempts per address and 20 per client address within 15 minutes; past
 *   either, every attempt is refused (also one with the right password, or guessing would go on);
 *   a successful sign-in forgets the address's failures;
 * - registration: 5 per client address within an hour, counting every complete form (a new
 *   account, or a taken address answered like one, TRUST-12: what a script creating accounts or
 *   probing for addresses sends), not the ones with a mistake in the form.
 *
 * Refused: 429 with `Retry-After` (s), the page says "Too many attempts. Try again in N minutes."
 * in its language and keeps the typed address. `resetDb()` (`POST /__test/reset`) clears the
 * counts; the `signInThrottle` test switch turns the throttling off.
 */
import type { Request, Response } from 'express';
import { clientAddress } from '../common/client-address';
import { slidingWindows, type CountedKey } from '../common/data/sliding-window';
import { testSwitches } from '../common/data/test-switches';
import type { IdpLocale } from './i18n';
import { THROTTLE_TEXTS } from './throttle-texts';

const MINUTE = 60 * 1000;

export const SIGN_IN_LIMITS = {
  failedLoginsPerAddress: { max: 5, windowMs: 15 * MINUTE },
  failedLoginsPerClientAddress: { max: 20, windowMs: 15 * MINUTE },
  registrationsPerClientAddress: { max: 5, windowMs: 60 * MINUTE },
} as const;

const attempts = slidingWindows();

const addressKey = (email: string): CountedKey => ({
  key: `login-address:${email.trim().toLowerCase()}`,
  limit: SIGN_IN_LIMITS.failedLoginsPerAddress,
});
const loginClientKey = (req: Request): CountedKey => ({
  key: `login-client:${clientAddress(req)}`,
  limit: SIGN_IN_LIMITS.failedLoginsPerClientAddress,
});
const registrationKey = (req: Request): CountedKey => ({
  key: `register-client:${clientAddress(req)}`,
  limit: SIGN_IN_LIMITS.registrationsPerClientAddress,
});

/** The page's text for a wait of `seconds`, in whole minutes (at least one). */
export function tooManyAttempts(locale: IdpLocale, seconds: number): string {
  return THROTTLE_TEXTS[locale].tooManyAttempts(Math.max(1, Math.ceil(seconds / 60)));
}

/** Sets `Retry-After` and returns the page's message when `keys` are over a limit, else null. */
function refuse(res: Response, keys: CountedKey[], locale: IdpLocale, now: number): string | null {
  if (!testSwitches.signInThrottle) return null;
  const wait = attempts.waitSeconds(keys, now);
  if (wait === 0) return null;
  res.setHeader('Retry-After', String(wait));
  return tooManyAttempts(locale, wait);
}

export const loginThrottle = {
  /** Before the password is checked: the message of a 429 when this attempt is refused, else null. */
  refuse(req: Request, res: Response, email: string, locale: IdpLocale, now = Date.now()) {
    const keys = email ? [addressKey(email), loginClientKey(req)] : [loginClientKey(req)];
    return refuse(res, keys, locale, now);
  },
  failed(req: Request, email: string, now = Date.now()): void {
    if (!testSwitches.signInThrottle) return;
    attempts.count(email ? [addressKey(email), loginClientKey(req)] : [loginClientKey(req)], now);
  },
  succeeded(email: string): void {
    attempts.forget(addressKey(email).key);
  },
};

export const registrationThrottle = {
  /** Before the form is checked: the message of a 429 when this attempt is refused, else null. */
  refuse(req: Request, res: Response, locale: IdpLocale, now = Date.now()) {
    return refuse(res, [registrationKey(req)], locale, now);
  },
  /** A complete registration form: a new account, or a taken address answered like one. */
  counted(req: Request, now = Date.now()): void {
    if (testSwitches.signInThrottle) attempts.count([registrationKey(req)], now);
  },
};
