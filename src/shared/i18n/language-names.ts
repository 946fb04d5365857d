import type { Language } from '@/shared/i18n/languages';

/** Each language names itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};
