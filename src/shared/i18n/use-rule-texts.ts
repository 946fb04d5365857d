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
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const done = () => {
      if (live) settled((n) => n + 1);
    };
    // A failed download shows the loading state's place; the next visit or language tries again.
    loadNamespaces(i18n, key.split(',')).then(done, done);
    return () => {
      live = false;
    };
  }, [i18n, key, language, loaded]);
  return loaded;
}
