/**
 * TRUST-13: what the provider's sign-in and registration pages say when they are throttled, in
 * the product's four languages (in the text-parity check, `mocks/common/text-parity.ts`).
 */
import type { IdpLocale } from './i18n';

export interface ThrottleTexts {
  tooManyAttempts: (minutes: number) => string;
}

export const THROTTLE_TEXTS: Record<IdpLocale, ThrottleTexts> = {
  en: {
    tooManyAttempts: (minutes) =>
      `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
  de: {
    tooManyAttempts: (minutes) =>
      `Zu viele Versuche. Versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
  },
  es: {
    tooManyAttempts: (minutes) =>
      `Demasiados intentos. Vuelva a intentarlo dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  },
  fr: {
    tooManyAttempts: (minutes) =>
      `Trop de tentatives. Réessayez dans ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
};
