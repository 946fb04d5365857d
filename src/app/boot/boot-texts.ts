import de from '@locales/de/boot.json';
import en from '@locales/en/boot.json';
import es from '@locales/es/boot.json';
import fr from '@locales/fr/boot.json';
import type { Language } from '@/shared/i18n/languages';

/**
 * The few words the first paint shows, in every language, shipped with the entry script: the
 * first paint must not wait for the language chunk. The same files are i18next's `boot`
 * namespace, so the texts exist once and the locale check covers them.
 */
export const BOOT_TEXTS: Record<Language, typeof en> = { de, en, es, fr };
