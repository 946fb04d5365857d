import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from './i18n';
import { ruleNamespace } from './namespaces';

/**
 * Loads the rule texts of these countries (`rules-<CC>`, HOUSE-6) in the current language and says
 * whether they are there. For the countries a page learns from its data (the quickcheck's
 * choice, the EU baseline a country falls back to); a route that knows its country loads that one
 * with its namespaces, so its first paint does not wait for this.
 */
export function useRuleTexts(countries: readonly string[]): boolean {
  const { i18n } = useTranslation();
  const namespaces = [...new Set(countries.map(ruleNamespace))].sort();
  const key = namespaces.join();
  const { language } = i18n;
  const loaded = namespaces.every((ns) => i18n.hasResourceBundle(language, ns));
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
