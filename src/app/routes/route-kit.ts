import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import type { AuthPort } from '@/shared/auth/auth-port';
import { afterSignIn } from '@/shared/auth/ensure-signed-in';
import { loadNamespaces } from '@/shared/i18n/i18n';
import type { LoadableNamespace } from '@/shared/i18n/namespaces';
import type { AppStore } from '../store';
import { isChunkLoadError } from '@/shared/lib/chunk-load';
import { nextTask } from '../boot/next-task';
import { pageWhenOnline } from './page-when-online';

export interface RouteDeps {
  store: AppStore;
  auth: AuthPort;
  i18n: I18n;
}

/** A route module, as a route's `lazy` resolves it. */
export type RouteModule = Awaited<
  ReturnType<NonNullable<Extract<RouteObject['lazy'], () => unknown>>>
>;
/** The `import()` of a page module (with its webpack chunk name). */
export type PageImport = () => Promise<RouteModule>;
/** A route's `lazy`: the module and its translation namespaces. */
export type LazyPage = () => Promise<RouteModule>;

/** What the route files build their routes with. */
export interface RouteKit extends RouteDeps {
  /** A page module, loaded together with the translation namespaces it needs. */
  lazy: (importer: PageImport, namespaces?: readonly LoadableNamespace[]) => LazyPage;
  /** A loader that runs after the one sign-in check (every loader of the signed-in area). */
  signedIn: <R>(
    loader: (args: LoaderFunctionArgs) => R | Promise<R>,
  ) => (args: LoaderFunctionArgs) => Promise<R>;
}

export function routeKit(deps: RouteDeps): RouteKit {
  return {
    ...deps,
    lazy: (importer, namespaces = []) => {
      const load = async () => {
        const [module] = await Promise.all([importer(), loadNamespaces(deps.i18n, namespaces)]);
        return module;
      };
      return async () => {
        // In a task of its own: at start-up the router's creation runs every loader and asks for
        // every lazy module at once, and a dozen chunk downloads begun there made it a long task.
        await nextTask();
        try {
          return await load();
        } catch (error) {
          // TRUST-17: offline, the connection screen, and the page once the connection is back.
          if (isChunkLoadError(error)) return pageWhenOnline(load);
          throw error;
        }
      };
    },
    signedIn: (loader) => afterSignIn(deps.auth, loader),
  };
}

/**
 * A nested route's `path`: the entry's pattern below its parent's (`/companies/:companyId?` and
 * `/companies/:companyId?/dashboard/documents` give `dashboard/documents`). The route tree takes
 * every path from the path table this way, so a route and its links cannot drift apart.
 */
export function below(parent: { pattern: string }, entry: { pattern: string }): string {
  const prefix = parent.pattern === '/' ? '/' : `${parent.pattern}/`;
  if (!entry.pattern.startsWith(prefix) || entry.pattern === prefix)
    throw new Error(`The route ${entry.pattern} is not below ${parent.pattern}`);
  return entry.pattern.slice(prefix.length);
}
