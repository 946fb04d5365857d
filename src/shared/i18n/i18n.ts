import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { chunkLoadError } from '@/shared/lib/chunk-load';
import { initReactI18next } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language, isLanguage } from './languages';
import { coreBundles, preloadCoreTexts } from './core-bundles';
import {
  CORE_NAMESPACES,
  SERVICE_NAMESPACES,
  isCoreNamespace,
  ruleCountryOf,
  servicePartOf,
} from './namespaces';
import { readRuleTexts } from './rule-text-files';
import { SERVICE_COMMON } from './service-parts';
import { readServiceTexts } from './service-text-files';
import { readTextSubset } from './text-subset-files';
import { SUBSET_NAMESPACES, isSubsetNamespace } from './text-subsets';

/** Any other namespace: a chunk per language and namespace. */
const namespaceFile = (language: Language, namespace: string): Promise<{ default: Resources }> =>
  import(
    /* webpackChunkName: "i18n-[request]" */
    /* webpackExclude: /[\\/](boot|common|auth|footer|account|dashboard|rules|services)\.json$/ */
    `@locales/${language}/${namespace}.json`
  );

type Resources = { [key: string]: string | Resources };

/**
 * A country's rule texts and a part of the service texts (fetches, not chunks: webpack's chunk
 * cache does not apply), shared by the preload and i18next's read; a failed download is forgotten
 * so that a retry fetches again.
 */
const textDownloads = new Map<string, Promise<Resources>>();
function splitTexts(key: string, read: () => Promise<Resources>): Promise<Resources> {
  let download = textDownloads.get(key);
  if (!download) {
    download = read();
    download.catch(() => textDownloads.delete(key));
    textDownloads.set(key, download);
  }
  return download;
}

/**
 * The split texts' download of a namespace (`rules-<CC>`, `services`, `services-<part>`, a text
 * subset), or null.
 */
function splitTextsOf(language: Language, namespace: string): Promise<Resources> | null {
  if (isSubsetNamespace(namespace))
    return splitTexts(`subsets/${language}/${namespace}`, () =>
      readTextSubset(language, namespace),
    );
  const country = ruleCountryOf(namespace);
  if (country)
    return splitTexts(`rules/${language}/${country}`, () => readRuleTexts(language, country));
  const part = namespace === 'services' ? SERVICE_COMMON : servicePartOf(namespace);
  if (part)
    return splitTexts(`services/${language}/${part}`, () => readServiceTexts(language, part));
  return null;
}

// Once per language: an Intl.PluralRules per nested object of every namespace costs start-up time.
const pluralCategories = new Map<string, readonly string[]>();
const pluralCategoriesOf = (language: string): readonly string[] => {
  let categories = pluralCategories.get(language);
  if (!categories) {
    categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    pluralCategories.set(language, categories);
  }
  return categories;
};

/**
 * The locale files hold the same keys in every language (`_one`, `_other`), but some languages'
 * plural rules have more categories (es and fr: `many`, for 1000000). i18next shows the bare key
 * for a category it cannot find, so each missing category falls back to that key's `_other` text.
 */
export function withAllPluralForms(resources: Resources, language: string): Resources {
  const categories = pluralCategoriesOf(language);
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

async function readNamespace(language: Language, namespace: string): Promise<Resources> {
  const split = splitTextsOf(language, namespace);
  if (split) return split;
  if (isCoreNamespace(namespace)) {
    const bundle = await coreBundles[language]();
    return (bundle.resources as unknown as Record<string, Resources>)[namespace]!;
  }
  return (await namespaceFile(language, namespace)).default;
}

/** i18next reads every namespace through this: the language's core chunk, or the namespace's own. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`unsupported language ${language}`), false);
      return;
    }
    readNamespace(language, namespace).then(
      (resources) => callback(null, withAllPluralForms(resources, language)),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Starts downloading a language's core chunk and the given namespaces, before i18next asks for
 * them: when it does, webpack hands over the chunks already on their way.
 */
export function preloadTranslations(language: Language, namespaces: readonly string[]): void {
  const swallow = () => undefined;
  preloadCoreTexts(language);
  for (const namespace of namespaces) {
    const split = splitTextsOf(language, namespace);
    if (split) split.catch(swallow);
    else if (!isCoreNamespace(namespace)) namespaceFile(language, namespace).catch(swallow);
  }
}

/** The instance, before it knows its language (the store needs it before rehydration). */
export function createI18nInstance(): I18n {
  return i18next.createInstance().use(initReactI18next).use(chunkBackend);
}

const initialised = new WeakMap<I18n, Promise<unknown>>();
/** The language an instance is starting in, until its first texts are there. */
const starting = new WeakMap<I18n, Language>();

/**
 * Resolves once `initI18n` has finished with this instance (at once if it never started): the
 * router may run before the first texts arrive, and i18next must not load anything before then.
 */
export const textsReady = (instance: I18n): Promise<unknown> =>
  initialised.get(instance) ?? Promise.resolve();

/** Starts translating in `language`, with the core namespaces loaded. */
export async function initI18n(instance: I18n, language: Language): Promise<I18n> {
  const init = instance.init({
    lng: language,
    // Key sets are identical in every language (checked in CI): no fallback language is loaded.
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'currentOnly',
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    // A service's own texts (`services-<part>`, loaded by its routes) and the text subsets
    // (text-subsets.ts) under their usual keys.
    fallbackNS: [...SERVICE_NAMESPACES, ...SUBSET_NAMESPACES],
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  initialised.set(instance, init);
  starting.set(instance, language);
  await init.finally(() => starting.delete(instance));
  return instance;
}

/** Loads a language for every namespace in use, so switching to it never shows keys. */
export async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  await instance.loadLanguages(language);
}

/** Loads namespaces (of the current language) before a route that needs them renders. */
export async function loadNamespaces(instance: I18n, namespaces: readonly string[]): Promise<void> {
  if (!namespaces.length) return;
  // Asked for while the language's core texts are still on their way (the first page): the
  // namespaces' chunks download beside them, not after them.
  const startingIn = starting.get(instance);
  if (startingIn) preloadTranslations(startingIn, namespaces);
  await textsReady(instance);
  await instance.loadNamespaces([...namespaces]);
  const { language } = instance;
  const missing = () => namespaces.filter((ns) => !instance.hasResourceBundle(language, ns));
  if (!isLanguage(language) || !missing().length) return;
  // TRUST-17: i18next remembers a failed read and never reads it again by itself; offline, the
  // namespace would stay missing after the connection returns. Read those again, and fail the
  // route's load as a download (the connection screen, retried when online) if still missing.
  await instance.reloadResources([language], missing());
  const still = missing();
  if (still.length) throw chunkLoadError(`Loading texts ${still.join(', ')} failed`);
}
