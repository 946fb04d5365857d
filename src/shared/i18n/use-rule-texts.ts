import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from './i18n';
import { ruleNamespace, type LoadableNamespace } from './namespaces';

/**
 * Loads these namespaces in the current language and says whether they are there: for texts a
 * page needs only after its first paint (a later step of a wizard) or learns from its data. A
 * route's own namespaces load with the route, so its first paint does not wait for this.
 */
export function useTexts(namespaces: readonly LoadableNamespace[]): boolean {
  const { i18n } = useTranslation();
  const key = [...new Set(namespaces)].sort().join();
  const { language } = i18n;
  const loaded = !key || key.split(',').every((ns) => i18n.hasResourceBundle(language, ns));
  const [, settled] = useState(0);
  const [failed, setFailed] = useState<{ key: string; error: unknown } | null>(null);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadNamespaces(i18n, key.split(',')).then(
      () => {
        if (live) settled((n) => n + 1);
      },
      (error: unknown) => {
        if (live) setFailed({ key: `${language}:${key}`, error });
      },
    );
    return () => {
      live = false;
    };
  }, [i18n, key, language, loaded]);
  // A failed download (a ChunkLoadError) is the route's: its error screen names the connection
  // problem and tries again when the browser is back online, never an endless placeholder.
  if (!loaded && failed?.key === `${language}:${key}`) throw failed.error;
  return loaded;
}

/**
 * Loads the rule texts of these countries (`rules-<CC>`, HOUSE-6) and says whether they are there:
 * for the countries a page learns from its data (the quickcheck's choice, the EU baseline a country
 * falls back to); a route that knows its country loads that one with its namespaces.
 */
export function useRuleTexts(countries: readonly string[]): boolean {
  return useTexts(countries.map(ruleNamespace));
}
