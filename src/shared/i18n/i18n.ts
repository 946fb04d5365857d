import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages';

export const NAMESPACES = ['common', 'auth', 'account', 'dashboard', 'footer', 'sections'] as const;

type Bundle = typeof import('./bundles/en');

/** One chunk per language (I18N-1); webpack names them so the size report can list them. */
const bundles: Record<Language, () => Promise<Bundle>> = {
  de: () => import(/* webpackChunkName: "i18n-de" */ './bundles/de'),
  en: () => import(/* webpackChunkName: "i18n-en" */ './bundles/en'),
  es: () => import(/* webpackChunkName: "i18n-es" */ './bundles/es'),
  fr: () => import(/* webpackChunkName: "i18n-fr" */ './bundles/fr'),
};

const muiLocales = new Map<Language, Bundle['muiLocale']>();

export const muiLocaleFor = (language: Language) => muiLocales.get(language);

type Resources = { [key: string]: string | Resources };

/**
 * The locale files hold the same keys in every language (`_one`, `_other`), but some languages'
 * plural rules have more categories (es and fr: `many`, for 1000000). i18next shows the bare key
 * for a category it cannot find, so each missing category falls back to that key's `_other` text.
 */
export function withAllPluralForms(resources: Resources, language: string): Resources {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const out: Resources = {};
  for (const [key, value] of Object.entries(resources)) {
    out[key] = typeof value === 'string' ? value : withAllPluralForms(value, language);
  }
  for (const [key, value] of Object.entries(resources)) {
    const base = /^(.+)_other$/.exec(key)?.[1];
    if (!base || typeof value !== 'string') continue;
    for (const category of categories) {
      out[`${base}_${category}`] ??= value;
    }
  }
  return out;
}

/** Loads a language's chunk (once per page) into this i18next instance and remembers its MUI locale. */
export async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'common')) return;
  const bundle = await bundles[language]();
  for (const [ns, resources] of Object.entries(bundle.resources)) {
    instance.addResourceBundle(
      language,
      ns,
      withAllPluralForms(resources as Resources, language),
      true,
      true,
    );
  }
  muiLocales.set(language, bundle.muiLocale);
}

export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Key sets are identical in every language (checked in CI), so no fallback chunk is fetched.
  await loadLanguage(instance, language);
  return instance;
}

/** Switches the language: loads its chunk first so the screen never shows keys. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  await loadLanguage(instance, language);
  await instance.changeLanguage(language);
  document.documentElement.lang = language;
}
