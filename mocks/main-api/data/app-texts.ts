/**
 * The app's own texts (locales/<lang>/compliance.json, reference.json, services.json) for what the main API
 * writes in a user's language: the calendar feed (FEED-1, the same texts as the page's export)
 * and the proof pack's PDF and CSV (PROOF-1, the same ready texts as its page). One i18next
 * instance, as in the app, so interpolation and fallbacks behave the same.
 */
import i18next from 'i18next';
import { LANGUAGES, type Language } from '../../../src/shared/contract/primitives';
import deCompliance from '../../../locales/de/compliance.json';
import enCompliance from '../../../locales/en/compliance.json';
import esCompliance from '../../../locales/es/compliance.json';
import frCompliance from '../../../locales/fr/compliance.json';
import deReference from '../../../locales/de/reference.json';
import enReference from '../../../locales/en/reference.json';
import esReference from '../../../locales/es/reference.json';
import frReference from '../../../locales/fr/reference.json';
import deServices from '../../../locales/de/services.json';
import enServices from '../../../locales/en/services.json';
import esServices from '../../../locales/es/services.json';
import frServices from '../../../locales/fr/services.json';

const resources = {
  de: { compliance: deCompliance, reference: deReference, services: deServices },
  en: { compliance: enCompliance, reference: enReference, services: enServices },
  es: { compliance: esCompliance, reference: esReference, services: esServices },
  fr: { compliance: frCompliance, reference: frReference, services: frServices },
};

let instance: typeof i18next | null = null;

function texts(): typeof i18next {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources,
      lng: 'en',
      fallbackLng: 'en',
      ns: ['compliance', 'reference', 'services'],
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  return instance;
}

/** Keys built from data (streams, equipment types): checked by the locale tests, not by the type check. */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` in a language the app has; English for any other. */
export function appTextsIn(language: string | null | undefined): {
  t: LooseT;
  language: Language;
} {
  const lang = (LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as Language)
    : 'en';
  return { t: texts().getFixedT(lang) as unknown as LooseT, language: lang };
}
