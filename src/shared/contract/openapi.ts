/**
 * The OpenAPI 3.1 documents of the contract, generated from the valibot schemas (JSON Schema
 * 2020-12, which OpenAPI 3.1 uses). `npm run openapi` writes them beside each API's mock
 * (`mocks/<service>/openapi.json`), which serves them; `npm run openapi -- --check` (part of
 * `npm run lint`) and a test fail when the written files differ from what the schemas say.
 */
import { toJsonSchemaDefs, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { ApiContract } from './apis';
import { IDEMPOTENCY_KEY_HEADER, takesIdempotencyKey } from './endpoint';
import type { DocumentedEndpoint } from './endpoint-docs';
import { ErrorBodySchema } from './error-body';
import { SERVICE_FEATURES } from './main/feature-flags';
import { servicesOf } from './main/service-gates';

type Json = Record<string, unknown>;

/** Where the documents live in the repository, by API. */
export const OPENAPI_FILES = {
  account: 'mocks/account-service/openapi.json',
  main: 'mocks/main-api/openapi.json',
} as const;

const REF_PREFIX = '#/components/schemas/';

/**
 * What JSON Schema cannot say about a component (checks written as code), for the readers of the
 * document. Kept here, not in the schemas, so the app's bundle does not carry the prose.
 */
const DESCRIPTIONS: Record<string, string> = {
  VatId:
    'VAT identification number with its country prefix; spaces, dots and dashes are ignored. ' +
    'Checked per country: AT ATU+8 digits, BE BE+0/1+9, DE DE+9, DK DK+8, ES ES+letter or ' +
    'digit+7 digits+letter or digit, FI FI+8, FR FR+2 characters+9 digits, IT IT+11, ' +
    'NL NL+9 digits+B+2 digits, PL PL+10, PT PT+9; other prefixes 2-12 letters or digits.',
  CommercialRegister:
    'The commercial register entry as written (HRB 164821, FN 512734 p), 3-60 characters; ' +
    'empty or null for none.',
  CompanyContact:
    'phone is optional; when given, digits with an optional leading +, spaces, brackets, / and -.',
  ErrorBody:
    'message is for logs; fields names each refused field by its dot path with a reason: ' +
    'required, invalid, tooLong, tooShort, taken or notAllowed. reason says why a 403 refused ' +
    'the request or which state a 409/410 conflicts with (`rateLimited`: a 429); companyIds ' +
    'names the companies of a conflict (the companies a sole owner must hand over first); ' +
    'limitBytes the largest file of a 413; maxAgeSeconds how recent a sign-in a 403 ' +
    '`recentSignInRequired` wants.',
};

function namedSchemas(contract: ApiContract): Map<v.GenericSchema, string> {
  const names = new Map<v.GenericSchema, string>();
  for (const components of contract.components) {
    for (const [name, schema] of Object.entries(components)) {
      names.set(schema, name.replace(/Schema$/, ''));
    }
  }
  return names;
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

const envelope = (schema: Json): Json => ({
  type: 'object',
  properties: { data: schema },
  required: ['data'],
});

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'The body was refused; `fields` gives a reason per field path',
  401: 'No, an unknown or an expired access token',
  403: 'The token is not accepted any more, or the user may not do this (`reason` says why)',
  404: 'Not found, or not one of the signed-in user’s',
  409: 'Conflicts with the current state (`reason` says which)',
  410: 'Gone: expired or withdrawn (`reason` says which)',
  413: 'Too large: refused from its declared length before it is read (`limitBytes`: the largest file)',
  422: 'The `Idempotency-Key` was used for a request with another body',
  429:
    'Too many mails (TRUST-8): over the limit per recipient address or per user (`reason`: ' +
    '`rateLimited`); nothing was sent. `Retry-After` says when to try again',
};

/** The header of a 429 (RFC 9110 10.2.3, RFC 6585 4). */
const RETRY_AFTER_HEADER: Json = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    required: true,
    schema: { type: 'integer', minimum: 1 },
    example: 1800,
  },
};

export function buildOpenApi(contract: ApiContract, version: string): Json {
  const names = namedSchemas(contract);
  const definitions = Object.fromEntries([...names].map(([schema, name]) => [name, schema]));
  const components = toJsonSchemaDefs(definitions, {
    target: 'draft-2020-12',
    errorMode: 'ignore',
    typeMode: 'output',
    overrideRef: ({ referenceId }) => `${REF_PREFIX}${referenceId}`,
  }) as Record<string, JsonSchema>;

  const schemaOf = (schema: v.GenericSchema, mode: 'input' | 'output'): Json => {
    const name = names.get(schema);
    // Components describe answers; a request body is inlined in its input form (defaults optional).
    if (name && mode === 'output') return { $ref: `${REF_PREFIX}${name}` };
    const others = Object.fromEntries(Object.entries(definitions).filter(([n]) => n !== name));
    const defs = toJsonSchemaDefs(
      { __inline: schema, ...others },
      {
        target: 'draft-2020-12',
        errorMode: 'ignore',
        typeMode: mode,
        overrideRef: ({ referenceId }) => `${REF_PREFIX}${referenceId}`,
      },
    ) as unknown as Record<string, Json>;
    return defs.__inline ?? {};
  };

  const operation = (id: string, spec: DocumentedEndpoint): Json => {
    const status = spec.status ?? 200;
    const example = (value: unknown) => (value === undefined ? {} : { example: value });
    const params = [
      ...[...spec.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
        ...example(spec.example?.params?.[m[1]!]),
      })),
      ...Object.entries(spec.query ?? {}).map(([name, q]) => ({
        name,
        in: 'query',
        required: Boolean(q.required),
        description: q.description,
        schema: { type: 'string' },
        ...example(spec.example?.query?.[name]),
      })),
      ...(takesIdempotencyKey(spec)
        ? [
            {
              name: IDEMPOTENCY_KEY_HEADER,
              in: 'header',
              required: false,
              description:
                'TRUST-4, IETF draft "The Idempotency-Key HTTP Header Field": one key (a UUID) per ' +
                'user action, the same on every retry. A repeat within 24 hours gets the first ' +
                'answer (`Idempotent-Replayed: true`); the same key with another body 422; a repeat ' +
                'while the first is still processed 409.',
              schema: { type: 'string', minLength: 1, maxLength: 255 },
              example: '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
            },
          ]
        : []),
    ];
    const errors = [
      ...(spec.auth === 'bearer' ? [401, 403] : []),
      ...(spec.errors ?? []),
      ...(takesIdempotencyKey(spec) ? [409, 422] : []),
      ...(spec.sendsMail ? [429] : []),
    ];
    const responses: Json = {
      [status]: spec.response
        ? {
            description: STATUS_TEXT[status],
            content: {
              'application/json': { schema: envelope(schemaOf(spec.response, 'output')) },
            },
          }
        : spec.produces
          ? {
              description: STATUS_TEXT[status],
              content: { [spec.produces]: { schema: { type: 'string', format: 'binary' } } },
            }
          : { description: STATUS_TEXT[status] },
    };
    for (const code of [...new Set(errors)].sort()) {
      responses[code] = {
        description: STATUS_TEXT[code] ?? 'Error',
        ...(code === 429 ? { headers: RETRY_AFTER_HEADER } : {}),
        content: { 'application/json': { schema: { $ref: `${REF_PREFIX}ErrorBody` } } },
      };
    }
    const services = servicesOf(spec);
    return {
      operationId: id,
      summary: spec.summary,
      ...(services.length
        ? {
            description:
              `Feature-flagged (TRUST-3): 403 with reason \`featureDisabled\` while the user's flag of the service is off (` +
              services.map((s) => `${s}: \`${SERVICE_FEATURES[s].flag}\``).join(', ') +
              ').',
            'x-feature-flags': [...new Set(services.map((s) => SERVICE_FEATURES[s].flag))],
          }
        : {}),
      tags: [...spec.tags],
      ...(spec.auth === 'bearer' ? { security: [{ bearer: [] }] } : { security: [] }),
      ...(params.length ? { parameters: params } : {}),
      ...(spec.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: schemaOf(spec.body, 'input'),
                  ...example(spec.example?.body),
                },
              },
            },
          }
        : {}),
      responses,
    };
  };

  const paths: Record<string, Json> = {};
  for (const [id, spec] of Object.entries(contract.endpoints)) {
    const path = toOpenApiPath(spec.path);
    paths[path] = { ...paths[path], [spec.method.toLowerCase()]: operation(id, spec) };
  }

  for (const [name, description] of Object.entries(DESCRIPTIONS)) {
    if (components[name]) components[name] = { ...components[name], description } as JsonSchema;
  }
  const errorBody = { ...schemaOf(ErrorBodySchema, 'output'), description: DESCRIPTIONS.ErrorBody };

  return {
    openapi: '3.1.0',
    info: { title: contract.title, version, description: contract.description },
    servers: [{ url: contract.localBasePath, description: 'The local stack of `npm start`' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { ...components, ErrorBody: errorBody },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'An access token of the identity provider',
        },
      },
    },
  };
}
