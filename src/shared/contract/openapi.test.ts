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

describe('[TRUST-8] the rate limits of mail-sending endpoints in the OpenAPI documents', () => {
  const mailing = (Object.keys(API_CONTRACTS) as (keyof typeof API_CONTRACTS)[]).flatMap((name) =>
    Object.entries(API_CONTRACTS[name].endpoints)
      .filter(([, spec]) => spec.sendsMail)
      .map(([id, spec]) => ({ name, id, spec })),
  );

  it('[TRUST-8] the contract marks every endpoint that sends mail (the mock services refuse to count any other)', () => {
    expect(mailing.map(({ id }) => id).sort()).toEqual([
      'cancelBooking',
      'createAffiliation',
      'createInvitation',
      'rescheduleBooking',
      'sendPasswordReset',
      'submitIllegalContentNotice',
      'subscribeToNewsletter',
      'updateEmail',
    ]);
  });

  it('[TRUST-8] each documents 429 with a required Retry-After header in seconds and the error body; no other endpoint does', () => {
    for (const name of Object.keys(API_CONTRACTS) as (keyof typeof API_CONTRACTS)[]) {
      const paths = committed(name).paths as Record<string, Record<string, Json>>;
      for (const [id, spec] of Object.entries(API_CONTRACTS[name].endpoints)) {
        const operation =
          paths[spec.path.replace(/:([A-Za-z]+)/g, '{$1}')]![spec.method.toLowerCase()]!;
        const tooMany = (operation.responses as Record<string, Json>)['429'];
        if (!spec.sendsMail) {
          expect({ id, tooMany }).toEqual({ id, tooMany: undefined });
          continue;
        }
        expect({ id, tooMany }).toEqual({
          id,
          tooMany: {
            description: expect.stringContaining('Retry-After'),
            headers: {
              'Retry-After': expect.objectContaining({
                required: true,
                schema: { type: 'integer', minimum: 1 },
              }),
            },
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
            },
          },
        });
      }
    }
  });
});
