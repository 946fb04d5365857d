import { deDE, enUS, esES, frFR, type Localization } from '@mui/material/locale';
import type { Language } from '@/shared/i18n/languages';

/**
 * MUI's own texts (pagination, autocomplete, alerts' close button) per language, given to the theme
 * of that language. About 0.6 KB gzip each (English is MUI's default, next to nothing), so they come
 * with the theme instead of each language's chunk: the theme of any language can be built at once.
 */
export const MUI_LOCALES: Record<Language, Localization> = {
  de: deDE,
  en: enUS,
  es: esES,
  fr: frFR,
};
