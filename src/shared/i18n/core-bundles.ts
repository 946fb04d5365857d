import type { Language } from './languages';

export type CoreBundle = typeof import('./bundles/en');

/**
 * One chunk per language for the core namespaces; webpack names them for the size report. Apart
 * from i18next, so the entry can start the download before it evaluates i18next at all.
 */
export const coreBundles: Record<Language, () => Promise<CoreBundle>> = {
  de: () => import(/* webpackChunkName: "i18n-de" */ './bundles/de'),
  en: () => import(/* webpackChunkName: "i18n-en" */ './bundles/en'),
  es: () => import(/* webpackChunkName: "i18n-es" */ './bundles/es'),
  fr: () => import(/* webpackChunkName: "i18n-fr" */ './bundles/fr'),
};

/** Starts downloading a language's core texts; i18next gets the same download when it asks. */
export function preloadCoreTexts(language: Language): void {
  coreBundles[language]().catch(() => undefined);
}
