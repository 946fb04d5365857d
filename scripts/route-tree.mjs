// The app's own route tree (`createRoutes`, src/app/routes/), evaluated in Node for `npm run size`:
// every navigation (a leaf route with a page) and the lazy modules on its branch (layouts, then the
// page), each with the translation namespaces it asks for. Nothing is copied from the route table:
// esbuild bundles the real one, with every `import()` answered by a stub naming the module it would
// load, and an i18n instance that records `loadNamespaces`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** Each dynamic import becomes `{ __lazyModule: 'src/...' }`; static imports stay real. */
const lazyStubs = {
  name: 'lazy-stubs',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData?.stubbing) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: 'import-statement',
        resolveDir: args.resolveDir,
        pluginData: { stubbing: true },
      });
      if (resolved.errors.length) return { errors: resolved.errors };
      return { path: resolved.path, namespace: 'lazy-stub' };
    });
    build.onLoad({ filter: /.*/, namespace: 'lazy-stub' }, (args) => ({
      contents: `export const __lazyModule = ${JSON.stringify(rel(args.path))};`,
      loader: 'js',
    }));
  },
};

/** Loads `createRoutes` and `isCoreNamespace` as a production build has them. */
async function loadRouteModule() {
  const out = path.join(root, 'node_modules', '.cache', 'size', 'route-tree.mjs');
  const result = await esbuild.build({
    stdin: {
      contents: [
        "export { createRoutes } from './src/app/routes';",
        "export { isCoreNamespace } from './src/shared/i18n/namespaces';",
      ].join('\n'),
      resolveDir: root,
      sourcefile: 'route-tree-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    jsx: 'automatic',
    tsconfig: path.join(root, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [lazyStubs],
    logLevel: 'error',
  });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Removed first: node_modules may be hard-linked from another checkout.
  fs.rmSync(out, { force: true });
  fs.writeFileSync(out, result.outputFiles[0].text);
  return import(`${pathToFileURL(out).href}?t=${Date.now()}`);
}

const joinPath = (prefix, route) => {
  if (route.index || !route.path) return prefix;
  if (route.path.startsWith('/')) return route.path;
  return `${prefix.replace(/\/$/, '')}/${route.path}`;
};

/**
 * Every leaf route that shows a page: `{ pattern, chain }`, `chain` being the lazy modules from the
 * root down (`{ module, namespaces, coreNamespaces }`). Redirects (no lazy module of their own) are
 * left out.
 */
export async function readRouteTree() {
  const { createRoutes, isCoreNamespace } = await loadRouteModule();
  const asked = [];
  const i18n = {
    loadNamespaces: async (namespaces) => {
      asked.push(...[namespaces].flat());
    },
  };
  const store = { dispatch: () => undefined, getState: () => ({}), subscribe: () => () => {} };
  const routes = createRoutes({ store, auth: {}, i18n });

  const lazyOf = async (route) => {
    if (!route.lazy) return null;
    if (typeof route.lazy !== 'function')
      throw new Error('route-tree: object `lazy` not supported');
    asked.length = 0;
    const module = await route.lazy();
    if (!module?.__lazyModule) throw new Error('route-tree: a lazy route loaded no module');
    const namespaces = [...new Set(asked)];
    return {
      module: module.__lazyModule,
      namespaces: namespaces.filter((ns) => !isCoreNamespace(ns)),
      coreNamespaces: namespaces.filter((ns) => isCoreNamespace(ns)),
    };
  };

  const navigations = [];
  const walk = async (list, prefix, chain) => {
    for (const route of list) {
      const pattern = joinPath(prefix, route);
      const own = await lazyOf(route);
      const branch = own ? [...chain, own] : chain;
      if (route.children?.length) await walk(route.children, pattern, branch);
      else if (own) navigations.push({ pattern: pattern || '/', chain: branch });
    }
  };
  await walk(routes, '', []);
  return navigations;
}
