import { matchRoutes, type RouteObject } from 'react-router-dom';
import { preloadTranslations } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/languages';

/** What a lazy route of the tree can load ahead: its module and its own translation namespaces. */
export interface RoutePreload {
  importer: () => Promise<unknown>;
  namespaces: readonly string[];
}

const preloadOf = (route: RouteObject): RoutePreload | undefined =>
  (route.lazy as { preload?: RoutePreload } | undefined)?.preload;

/**
 * Starts downloading everything the first screen needs in one round, right after the entry
 * script: the language's translations and every lazy module of the routes the address matches
 * (layout and page), with their namespaces. Without it they load one after another (language,
 * then layout and page once the router runs). The router later asks for the same chunks and
 * gets the downloads already under way.
 */
export function preloadFirstScreen(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  language: Language,
): void {
  const preloads = (matchRoutes(routes, location) ?? [])
    .map((match) => preloadOf(match.route))
    .filter((preload): preload is RoutePreload => preload !== undefined);
  preloadTranslations(
    language,
    preloads.flatMap((preload) => preload.namespaces),
  );
  for (const preload of preloads) preload.importer().catch(() => undefined);
}
