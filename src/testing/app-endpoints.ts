/**
 * Every RTK Query endpoint of the app, each with the contract endpoint it calls and an argument
 * built from that contract endpoint's `example`: what the fault matrix walks, so that a new
 * endpoint is covered as soon as a module injects it.
 *
 * The modules are found, not listed: every source file under `src/` that calls `injectEndpoints`
 * is loaded. Which contract endpoint an app endpoint calls is found by running its `query` (or
 * `queryFn`, with a base query that only records) on a tracing argument: each property read from
 * it turns into a marker, so the request shows which part of the argument became which path
 * parameter, query parameter or body. The argument is then built from the contract's example and
 * checked by running `query` again: it must produce exactly the example's request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import * as v from 'valibot';
import { accountApi } from '@/shared/api/account-api';
import { mainApi } from '@/shared/api/main-api';
import { API_CONTRACTS } from '@/shared/contract/apis';
import { pathFor } from '@/shared/contract/endpoint';
import type { DocumentedEndpoint } from '@/shared/contract/endpoint-docs';
import { pathOfMarker, tracedPath, tracer, type ArgPath } from './argument-tracer';

const SRC = path.resolve(__dirname, '..');

/** Source files that inject endpoints (tests and test helpers aside). */
export function endpointModules(dir = SRC): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (file !== path.join(SRC, 'testing')) found.push(...endpointModules(file));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      if (/\.injectEndpoints\(/.test(fs.readFileSync(file, 'utf8'))) found.push(file);
    }
  }
  return found.sort();
}

/** The app's APIs, each with the contract of the service it calls. */
export const APP_APIS = [
  { api: accountApi, apiName: 'account', contract: API_CONTRACTS.account },
  { api: mainApi, apiName: 'main', contract: API_CONTRACTS.main },
] as const;
export type AppApi = (typeof APP_APIS)[number];

interface Definition {
  type: string;
  query?: (arg: unknown) => string | FetchArgs;
  queryFn?: (...args: unknown[]) => unknown;
}

/** RTK Query keeps definitions to itself; `enhanceEndpoints` with a function hands each over. */
function definitionsOf(api: AppApi['api']): Record<string, Definition> {
  const definitions: Record<string, Definition> = {};
  const names = Object.keys(api.endpoints);
  const capture = Object.fromEntries(
    names.map((name) => [name, (definition: Definition) => void (definitions[name] = definition)]),
  );
  (api.enhanceEndpoints as (options: { endpoints: object }) => unknown)({ endpoints: capture });
  return definitions;
}

interface SentRequest {
  method: string;
  /** Path below the API's base URL, without the query string. */
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

function normalise(args: string | FetchArgs): SentRequest {
  const request = typeof args === 'string' ? { url: args } : args;
  return {
    method: (request.method ?? 'GET').toUpperCase(),
    url: request.url.split('?')[0]!,
    params: (request.params ?? {}) as Record<string, unknown>,
    body: request.body,
  };
}

/**
 * What the endpoint sends for `arg`: its `query`, or the first base query call of its `queryFn`
 * (made before the `queryFn` awaits anything, so the test can be generated synchronously).
 */
function sentFor(definition: Definition, arg: unknown): SentRequest {
  if (definition.query) return normalise(definition.query(arg));
  const seen: SentRequest[] = [];
  const recordingBaseQuery = (args: string | FetchArgs) => {
    seen.push(normalise(args));
    return Promise.resolve({ data: undefined, meta: undefined });
  };
  void Promise.resolve(definition.queryFn!(arg, {}, {}, recordingBaseQuery)).catch(() => null);
  if (!seen[0]) throw new Error('its queryFn sent no request before its first await');
  return seen[0];
}

const pathPattern = (spec: DocumentedEndpoint) =>
  new RegExp(`^${spec.path.replace(/:([A-Za-z]+)/g, '(?<$1>[^/]+)')}$`);

function specOf(
  contract: AppApi['contract'],
  sent: SentRequest,
): { id: string; spec: DocumentedEndpoint; params: Record<string, string> } | null {
  for (const [id, spec] of Object.entries(contract.endpoints)) {
    if (spec.method !== sent.method) continue;
    const match = pathPattern(spec).exec(sent.url);
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([k, value]) => [k, decodeURIComponent(value)]),
      );
      return { id, spec, params };
    }
  }
  return null;
}

// ---- subjects --------------------------------------------------------------------------------

/** One app endpoint (or one branch of it, when a flag of its argument picks the contract endpoint). */
export interface EndpointSubject {
  api: AppApi;
  /** The RTK Query endpoint's name in its API. */
  name: string;
  /** `account.getCompany`, and the branch, e.g. `main.featureFlags (signedIn: false)`. */
  label: string;
  type: 'query' | 'mutation';
  /** Handles faults itself (`queryFn`): its reaction is its own, declared by the matrix. */
  ownQueryFn: boolean;
  contractId: string;
  spec: DocumentedEndpoint;
  /** The argument that sends the contract example's request. */
  arg: unknown;
}

class SubjectError extends Error {}

function setAt(target: { value: unknown }, at: ArgPath, value: unknown): void {
  if (at.length === 0) {
    const both = [target.value, value].every((x) => x && typeof x === 'object');
    target.value = both ? { ...(target.value as object), ...(value as object) } : value;
    return;
  }
  target.value ??= {};
  let node = target.value as Record<string, unknown>;
  for (const part of at.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[at.at(-1)!] = value;
}

function traceBranch(
  api: AppApi,
  name: string,
  definition: Definition,
  overrides: ReadonlyMap<string, unknown>,
): { subject: EndpointSubject; selectors: string[] } {
  const read = new Set<string>();
  const sent = sentFor(definition, tracer([], read, overrides));
  const where = `${api.apiName}Api.${name}`;
  const found = specOf(api.contract, sent);
  if (!found) {
    throw new SubjectError(
      `${where} sends ${sent.method} ${sent.url}, which no endpoint of the ${api.apiName} contract ` +
        `(src/shared/contract/apis.ts) describes.`,
    );
  }
  const { id, spec, params: sentParams } = found;
  const example = spec.example ?? {};
  const needExample = (what: string) =>
    new SubjectError(
      `${where} calls ${spec.method} ${spec.path} (contract endpoint "${id}") with ${what} from ` +
        `its argument: give "${id}" an \`example\` in its contract file (a valid request: ` +
        `{ params, query, body }), so that the fault matrix can call it.`,
    );

  const arg = { value: undefined as unknown };
  const landed: ArgPath[] = [];
  const expectedParams: Record<string, string> = {};
  for (const [param, value] of Object.entries(sentParams)) {
    const from = pathOfMarker(value);
    if (!from) {
      expectedParams[param] = value;
      continue;
    }
    const exampleValue = example.params?.[param];
    if (exampleValue === undefined) throw needExample(`path parameter "${param}"`);
    expectedParams[param] = exampleValue;
    setAt(arg, from, exampleValue);
    landed.push(from);
  }
  const expectedQuery: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sent.params)) {
    const from = tracedPath(value);
    if (!from) {
      expectedQuery[key] = value;
      continue;
    }
    const exampleValue = example.query?.[key];
    if (exampleValue === undefined) throw needExample(`query parameter "${key}"`);
    expectedQuery[key] = exampleValue;
    setAt(arg, from, exampleValue);
    landed.push(from);
  }
  if (sent.body !== undefined) {
    if (example.body === undefined) throw needExample('a body');
    const parsed = spec.body ? v.safeParse(spec.body, example.body) : null;
    if (parsed && !parsed.success) {
      throw new SubjectError(
        `The example body of contract endpoint "${id}" is refused by its own schema: ` +
          `${parsed.issues[0].message} at ${v.getDotPath(parsed.issues[0]) ?? '(body)'}.`,
      );
    }
    const whole = tracedPath(sent.body);
    if (whole) {
      setAt(arg, whole, example.body);
      landed.push(whole);
    } else if (sent.body && typeof sent.body === 'object') {
      const fields = Object.entries(sent.body as Record<string, unknown>);
      const body = example.body as Record<string, unknown>;
      // Built field by field from the argument, or (no fields at all) the rest of the argument.
      if (fields.length === 0) setAt(arg, [], { ...body });
      for (const [field, value] of fields) {
        const from = tracedPath(value);
        if (from) {
          setAt(arg, from, body[field]);
          landed.push(from);
        }
      }
    }
  }

  // What was read but sent nowhere chose the request: a flag. This branch is its truthy side.
  const selectors = [...read].filter(
    (key) =>
      !landed.some((at) => key === at.join('.') || at.join('.').startsWith(`${key}.`)) &&
      ![...read].some((other) => other.startsWith(`${key}.`)),
  );
  for (const key of selectors) setAt(arg, key.split('.'), overrides.get(key) ?? true);

  const expected: SentRequest = {
    method: spec.method,
    url: pathFor(spec, expectedParams),
    params: expectedQuery,
    body: sent.body === undefined ? undefined : example.body,
  };
  const actual = sentFor(definition, arg.value);
  if (!isDeepStrictEqual(actual, expected)) {
    throw new SubjectError(
      `${where}: the argument built from the example of contract endpoint "${id}" ` +
        `(${JSON.stringify(arg.value)}) sends ${JSON.stringify(actual)}, not the example's ` +
        `request ${JSON.stringify(expected)}. Take path parameters, query parameters and the body ` +
        `from the argument as they are (or the body as the rest of the argument).`,
    );
  }
  const branch = [...overrides].map(([key, value]) => `${key}: ${String(value)}`).join(', ');
  return {
    subject: {
      api,
      name,
      label: `${api.apiName}.${name}${branch ? ` (${branch})` : ''} → ${spec.method} ${spec.path}`,
      type: definition.type === 'mutation' ? 'mutation' : 'query',
      ownQueryFn: !definition.query,
      contractId: id,
      spec,
      arg: arg.value,
    },
    selectors,
  };
}

/** Every endpoint of the app's APIs, and the problems that keep any from the matrix. */
export function appEndpoints(): { subjects: EndpointSubject[]; problems: string[] } {
  const subjects: EndpointSubject[] = [];
  const problems: string[] = [];
  for (const api of APP_APIS) {
    const definitions = definitionsOf(api.api);
    for (const [name, definition] of Object.entries(definitions).sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      try {
        const first = traceBranch(api, name, definition, new Map());
        subjects.push(first.subject);
        // Each flag's other side, when it leads to another contract endpoint.
        for (const selector of first.selectors) {
          const other = traceBranch(api, name, definition, new Map([[selector, false]]));
          if (other.subject.contractId !== first.subject.contractId) subjects.push(other.subject);
        }
      } catch (error) {
        if (!(error instanceof Error)) throw error;
        problems.push(
          error instanceof SubjectError
            ? error.message
            : `${api.apiName}Api.${name}: could not be traced (${error.message})`,
        );
      }
    }
  }
  return { subjects, problems };
}
