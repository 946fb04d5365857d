import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createI18nInstance,
  initI18n,
  loadLanguage,
  loadNamespaces,
  withAllPluralForms,
} from './i18n';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, type Language } from './languages';
import {
  CORE_NAMESPACES,
  LOCALE_FILES,
  NAMESPACES,
  SERVICE_NAMESPACES,
  ruleNamespace,
} from './namespaces';

const createI18n = (language: Language) => initI18n(createI18nInstance(), language);

const LOCALES_DIR = join(__dirname, '../../../locales');

type Json = { [key: string]: string | Json };

/** `{ a: { b: 'x' } }` -> `{ 'a.b': 'x' }` */
function flatten(value: Json, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out[path] = child;
    else Object.assign(out, flatten(child, path));
  }
  return out;
}

const readLocale = (language: string, ns: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${ns}.json`), 'utf8')) as Json);

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();

afterEach(() => {
  document.documentElement.lang = '';
});

describe('[I18N-1] languages and namespaces', () => {
  it('[I18N-1] the app speaks exactly de, en, es and fr, with en as the default', () => {
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual(['de', 'en', 'es', 'fr']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    for (const language of ['de', 'en', 'es', 'fr']) expect(isLanguage(language)).toBe(true);
    for (const other of ['it', 'EN', 'en-US', '', null, undefined, 1])
      expect(isLanguage(other)).toBe(false);
  });

  it('[I18N-1] locales/ holds one folder per language, each with one file per namespace', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual(['de', 'en', 'es', 'fr']);
    for (const language of SUPPORTED_LANGUAGES) {
      expect(readdirSync(join(LOCALES_DIR, language)).sort()).toEqual(
        LOCALE_FILES.map((ns) => `${ns}.json`).sort(),
      );
    }
  });

  it.each(LOCALE_FILES.map((ns) => [ns]))(
    '[I18N-1] namespace %s has identical key sets in de, en, es and fr',
    (ns) => {
      const english = Object.keys(readLocale('en', ns)).sort();
      expect(english.length).toBeGreaterThan(0);
      for (const language of ['de', 'es', 'fr']) {
        expect({ language, keys: Object.keys(readLocale(language, ns)).sort() }).toEqual({
          language,
          keys: english,
        });
      }
    },
  );

  it.each(LOCALE_FILES.map((ns) => [ns]))(
    '[I18N-1] namespace %s: every text is non-empty and keeps the same placeholders',
    (ns) => {
      const english = readLocale('en', ns);
      for (const language of SUPPORTED_LANGUAGES) {
        const texts = readLocale(language, ns);
        for (const [key, text] of Object.entries(texts)) {
          expect({ language, key, empty: text.trim() === '' }).toEqual({
            language,
            key,
            empty: false,
          });
          expect({ language, key, placeholders: placeholders(text) }).toEqual({
            language,
            key,
            placeholders: placeholders(english[key]!),
          });
        }
      }
    },
  );

  it.each(SUPPORTED_LANGUAGES.map((l) => [l]))(
    '[I18N-1] %s: every namespace loads with every key of its file',
    async (language) => {
      const i18n = await createI18n(language);
      await loadNamespaces(i18n, [...NAMESPACES, ...SERVICE_NAMESPACES]);
      expect(i18n.language).toBe(language);
      for (const ns of NAMESPACES) {
        expect({ ns, loaded: i18n.hasResourceBundle(language, ns) }).toEqual({ ns, loaded: true });
        // The service texts: the shared part (`services`) and each service's (`services-<part>`).
        const parts = ns === 'services' ? SERVICE_NAMESPACES : [];
        const loaded = Object.assign(
          {},
          ...[ns, ...parts].map((n) => flatten(i18n.getResourceBundle(language, n) as Json)),
        ) as Record<string, string>;
        for (const [key, text] of Object.entries(readLocale(language, ns))) {
          expect(loaded[key]).toBe(text);
        }
      }
      // The rule texts: one namespace per country, each the country's part of rules.json.
      const rules = JSON.parse(
        readFileSync(join(LOCALES_DIR, language, 'rules.json'), 'utf8'),
      ) as Record<string, Json>;
      const countries = Object.keys(rules);
      await loadNamespaces(i18n, countries.map(ruleNamespace));
      for (const country of countries) {
        const loaded = flatten(i18n.getResourceBundle(language, ruleNamespace(country)) as Json);
        expect({ country, texts: loaded }).toEqual({ country, texts: flatten(rules[country]!) });
      }
      // Only the language asked for is fetched: no fallback chunk.
      for (const other of SUPPORTED_LANGUAGES.filter((l) => l !== language)) {
        expect(i18n.hasResourceBundle(other, 'common')).toBe(false);
      }
    },
  );

  it('[I18N-1] only the core namespaces load at start; the common namespace is the default', async () => {
    const i18n = await createI18n('de');
    for (const ns of NAMESPACES) {
      expect({ ns, loaded: i18n.hasResourceBundle('de', ns) }).toEqual({
        ns,
        loaded: (CORE_NAMESPACES as string[]).includes(ns),
      });
    }
    expect(i18n.options.defaultNS).toBe('common');
    expect(i18n.t('signIn')).toBe('Anmelden');
    expect(i18n.t('footer:links.imprint')).toBe('Impressum');
  });

  it.each(SUPPORTED_LANGUAGES.map((l) => [l]))(
    '[I18N-1] %s: plural texts resolve for every count, never to a bare key',
    async (language) => {
      const i18n = await createI18n(language);
      for (const count of [0, 1, 2, 5, 21, 1_000_000, 1.5]) {
        const text = i18n.t('userMenu.companies', { count });
        expect(text).not.toBe('userMenu.companies');
        expect(text).toContain(String(count));
        expect(i18n.t('flagOverrides.active', { count })).not.toBe('flagOverrides.active');
      }
    },
  );

  it('[I18N-1] missing plural categories fall back to _other; existing ones are kept; files are not changed', () => {
    const source = {
      n: { items_one: 'one item', items_other: 'many items' },
      items_many: 'kept',
      items_other: 'x',
    };
    const copy = JSON.parse(JSON.stringify(source));
    expect(withAllPluralForms(source, 'fr')).toEqual({
      n: { items_one: 'one item', items_other: 'many items', items_many: 'many items' },
      items_many: 'kept',
      items_other: 'x',
      items_one: 'x',
    });
    expect(withAllPluralForms(source, 'en')).toEqual({ ...copy, n: copy.n, items_one: 'x' });
    expect(source).toEqual(copy);
  });

  it('[I18N-1][I18N-3] loading a language brings every namespace in use, before anything switches', async () => {
    const i18n = await createI18n('en');
    expect(i18n.hasResourceBundle('fr', 'footer')).toBe(false);
    await loadLanguage(i18n, 'fr');
    expect(i18n.language).toBe('en');
    for (const ns of CORE_NAMESPACES) expect(i18n.hasResourceBundle('fr', ns)).toBe(true);
    await i18n.changeLanguage('fr');
    expect(i18n.t('footer:links.imprint')).toBe(readLocale('fr', 'footer')['links.imprint']);
  });
});
