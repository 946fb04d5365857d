import type { Language } from './languages';
import { SERVICE_COMMON, SERVICE_PARTS, type ServicePart } from './service-parts';

type Texts = { [key: string]: string | Texts };

/**
 * One part of the service texts in one language (HOUSE-6): a service's part keeps its top-level key
 * (`{ licensing: … }`); `common` is every key that is no service's part.
 *
 * This body is what jest runs: it reads the whole file. A webpack build (`npm run build` and
 * `npm start` alike) never sees it: `scripts/service-texts-loader.mjs` replaces this module with
 * one that fetches `assets/i18n/services-<language>.<hash>/<part>.json`, a file the loader writes
 * per language and part from the same source file.
 */
export async function readServiceTexts(
  language: Language,
  part: ServicePart | typeof SERVICE_COMMON,
): Promise<Texts> {
  const { default: all } = (await import(`@locales/${language}/services.json`)) as {
    default: Record<string, Texts>;
  };
  if (part === SERVICE_COMMON) {
    const parts: readonly string[] = SERVICE_PARTS;
    return Object.fromEntries(Object.entries(all).filter(([key]) => !parts.includes(key)));
  }
  const texts = all[part];
  if (!texts) throw new Error(`No service texts for ${part} in ${language}`);
  return { [part]: texts };
}
