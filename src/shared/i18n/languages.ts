import { LANGUAGES, type Language } from '@/shared/contract/primitives';

/** The product's languages (the contract's list); en when nothing else fits. */
export const SUPPORTED_LANGUAGES = LANGUAGES;
export type { Language };
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
