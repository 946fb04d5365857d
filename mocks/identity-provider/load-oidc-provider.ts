/**
 * `oidc-provider` is ESM-only, while the dev server loads this code as CommonJS (esbuild-register).
 * A dynamic `import()` hidden from the transform loads it; the specifier is resolved first so the
 * import works wherever this file is compiled to.
 */
import { pathToFileURL } from 'node:url';
import type * as OidcProviderNamespace from 'oidc-provider';

export type OidcProviderModule = typeof OidcProviderNamespace;

// `new Function` keeps a real `import()` that no CommonJS transform rewrites into `require()`.
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<unknown>;

let loading: Promise<OidcProviderModule> | undefined;

export function loadOidcProvider(): Promise<OidcProviderModule> {
  loading ??= (async () => {
    let specifier = 'oidc-provider';
    try {
      specifier = pathToFileURL(require.resolve('oidc-provider')).href;
    } catch {
      // No CommonJS resolver here (ESM context): let the ESM resolver find the package.
    }
    return (await importEsm(specifier)) as OidcProviderModule;
  })();
  return loading;
}
