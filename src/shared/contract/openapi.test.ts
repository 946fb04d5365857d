import { readFileSync } from 'node:fs';
import path from 'node:path';
import { config } from '@/shared/config/config';
import { API_CONTRACTS } from './apis';
import { OPENAPI_FILES, buildOpenApi } from './openapi';
import pkg from '../../../package.json';

type Json = Record<string, unknown>;
const committed = (name: keyof typeof OPENAPI_FILES) =>
  JSON.parse(readFileSync(path.join(__dirname, '../../..', OPENAPI_FILES[name]), 'utf8')) as Json;

/** Every `$ref` in a document, to check that each points at a component that exists. */
function refsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') out.push(child);
      else refsOf(child, out);
    }
  }
  return out;
}

describe.each(Object.keys(API_CONTRACTS) as (keyof typeof API_CONTRACTS)[])(
  'the OpenAPI document of the %s API',
  (name) => {
    const contract = API_CONTRACTS[name];
    const document = committed(name);

    it('[X-API-2] the committed document is what the contract generates (run `npm run openapi`)', () => {
      expect(document).toEqual(buildOpenApi(contract, pkg.version));
    });

    it('[X-API-2] is OpenAPI 3.1 and lists every endpoint of the contract with its method', () => {
      expect(document.openapi).toBe('3.1.0');
      const paths = document.paths as Record<string, Record<string, Json>>;
      for (const [id, spec] of Object.entries(contract.endpoints)) {
        const openApiPath = spec.path.replace(/:([A-Za-z]+)/g, '{$1}');
        expect(paths[openApiPath]?.[spec.method.toLowerCase()]?.operationId).toBe(id);
      }
    });

    it('[X-API-2] every reference resolves to a component', () => {
      const schemas = (document.components as { schemas: Json }).schemas;
      for (const ref of refsOf(document)) {
        expect(ref).toMatch(/^#\/components\/schemas\//);
        expect(Object.keys(schemas)).toContain(ref.replace('#/components/schemas/', ''));
      }
    });

    it('[X-API-2] the mock service publishes it next to the API', async () => {
      const base = name === 'account' ? config.accountApiUrl : config.mainApiUrl;
      const response = await fetch(`${base}/openapi.json`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(document);
    });
  },
);
