/**
 * Mock handlers bound to the contract: method and path come from the endpoint's spec, a bearer
 * token is required where the spec says so, and a request body is parsed with the spec's schema
 * (400 with field reasons when it does not pass), so the mock service refuses exactly what the
 * contract refuses.
 */
import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import * as v from 'valibot';
import {
  IDEMPOTENCY_KEY_HEADER,
  isUnsafePathParameter,
  takesIdempotencyKey,
  uploadBodyLimit,
  type EndpointSpec,
} from '../../src/shared/contract/endpoint';
import { flagsFor } from '../../src/shared/contract/main/service-gates';
import { issuesToFieldErrors } from '../../src/shared/contract/primitives';
import { companyAccess, featureFlags, type UserRecord } from './data/db';
import {
  fingerprintOf,
  idempotencyRecords,
  IDEMPOTENCY_TTL_MS,
  visitorScope,
  type StoredAnswer,
} from './data/idempotency';
import type { TokenInfo } from './data/auth-tokens';
import { processes } from '../main-api/data/processes';
import { authenticate, latency } from './auth';
import { fail, forbidden, validationFailed } from './respond';

type BodyOf<S extends EndpointSpec> =
  NonNullable<S['body']> extends v.GenericSchema
    ? v.InferOutput<NonNullable<S['body']>>
    : undefined;

export interface RouteInfo<S extends EndpointSpec, P extends PathParams> {
  request: Request;
  params: P;
  body: BodyOf<S>;
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** The request's JSON body; an unreadable one is checked as an empty one (every required field is then reported). */
async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.clone().json()) as unknown;
  } catch {
    return {};
  }
}

function parseBody<S extends EndpointSpec>(
  spec: S,
  raw: unknown,
): { ok: true; body: BodyOf<S> } | { ok: false; response: Response } {
  if (!spec.body) return { ok: true, body: undefined as BodyOf<S> };
  const result = v.safeParse(spec.body, raw);
  return result.success
    ? { ok: true, body: result.output as BodyOf<S> }
    : { ok: false, response: validationFailed(issuesToFieldErrors(result.issues)) };
}

/**
 * TRUST-7: an upload whose declared length is more than the endpoint takes is refused with 413
 * from its `Content-Length`, before a byte of the body is read (the dev backend's bridge hands
 * the body over unread and passes the declared length on).
 */
function tooLarge(spec: EndpointSpec, request: Request): Response | null {
  if (!spec.upload) return null;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(declared) || declared <= uploadBodyLimit(spec.upload.maxFileBytes))
    return null;
  return fail(413, 'Payload too large', { limitBytes: spec.upload.maxFileBytes });
}

const field = (value: unknown, name: string): string | null => {
  const found: unknown =
    value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
  return typeof found === 'string' ? found : null;
};

/**
 * The service's feature flag, enforced by the API (TRUST-3): an endpoint of a flagged service
 * answers 403 `featureDisabled` while the user's flag is off, whatever the browser believes.
 * The service is the named process's (when it is the company's of the path), else the one of the
 * request's country and stream.
 */
function featureRefusal(
  spec: EndpointSpec,
  request: Request,
  params: PathParams,
  body: unknown,
  user: UserRecord,
): Response | null {
  // A company the user cannot reach stays "not found" (the handler's answer), never "disabled".
  if (typeof params.companyId === 'string' && !companyAccess(user, params.companyId)) return null;
  const processId = typeof params.processId === 'string' ? params.processId : null;
  const process = processId ? processes.findById(processId) : undefined;
  const flags = flagsFor(spec, {
    processService: process && process.companyId === params.companyId ? process.service : null,
    country: field(body, 'country') ?? new URL(request.url).searchParams.get('country'),
    stream: field(body, 'stream'),
  });
  if (flags.length === 0) return null;
  const on = featureFlags.forUser(user.id);
  return flags.some((flag) => on[flag] === true)
    ? null
    : forbidden('This service is not enabled for you', { reason: 'featureDisabled' });
}

/** A key as the draft writes it (a structured-field string, quoted), or bare; printable ASCII. */
function parseIdempotencyKey(header: string): string | null {
  const trimmed = header.trim();
  const key = /^"(.*)"$/.exec(trimmed)?.[1] ?? trimmed;
  return /^[\x21-\x7e]{1,255}$/.test(key) && !key.includes('"') ? key : null;
}

const replay = (answer: StoredAnswer) => {
  const headers = new Headers(answer.headers);
  headers.set('Idempotent-Replayed', 'true');
  return new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers,
  });
};

/**
 * `Idempotency-Key` (TRUST-4), for every endpoint that takes one: the first answer (success or a
 * refusal, not a 5xx, which may be retried) is kept 24 hours per caller (user, or a visitor's address), method, path with query and key and
 * given again to a repeat; the same key with another body is 422, a repeat while the first is
 * still processed 409. Without the header the request runs as always.
 */
async function idempotent(
  spec: EndpointSpec,
  request: Request,
  caller: string,
  raw: unknown,
  run: () => Promise<Response>,
): Promise<Response> {
  const header = takesIdempotencyKey(spec) ? request.headers.get(IDEMPOTENCY_KEY_HEADER) : null;
  if (header === null) return run();
  const key = parseIdempotencyKey(header);
  if (!key) return fail(400, 'Invalid Idempotency-Key');
  // The query string is part of the request: `?dryRun=1` must not replay the real run's answer.
  const url = new URL(request.url);
  const id = `${caller} ${spec.method} ${url.pathname}${url.search} ${key}`;
  const fingerprint = fingerprintOf(raw);
  const kept = idempotencyRecords.findById(id);
  if (kept && Date.now() - kept.storedAt < IDEMPOTENCY_TTL_MS) {
    if (kept.fingerprint !== fingerprint) {
      return fail(422, 'This Idempotency-Key was used for another request');
    }
    if (!kept.answer)
      return fail(409, 'A request with this Idempotency-Key is still being processed');
    return replay(kept.answer);
  }
  if (kept) idempotencyRecords.remove(id);
  idempotencyRecords.insert({ id, fingerprint, storedAt: Date.now(), answer: null });
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    idempotencyRecords.remove(id);
    throw error;
  }
  if (response.status >= 500) {
    idempotencyRecords.remove(id);
  } else {
    const copy = response.clone();
    idempotencyRecords.update(id, {
      answer: {
        status: copy.status,
        headers: [...copy.headers.entries()],
        body: await copy.text(),
      },
    });
  }
  return response;
}

/**
 * TRUST-11: a path parameter that is a dot segment (`..`, `%2e%2e`, `..%2F..`, ...) names no
 * resource of this endpoint: 400, before anything else looks at it.
 */
function refusedPathParameters(params: PathParams): Response | null {
  const refused = Object.entries(params).filter(([, value]) =>
    (Array.isArray(value) ? value : [value]).some(
      (part) => typeof part === 'string' && isUnsafePathParameter(part),
    ),
  );
  if (refused.length === 0) return null;
  return fail(400, 'Invalid path parameter', {
    fields: Object.fromEntries(refused.map(([name]) => [name, 'invalid'])),
  });
}

/** A handler of an endpoint that needs a signed-in user. */
export function route<S extends EndpointSpec, P extends PathParams = PathParams>(
  baseUrl: string,
  spec: S,
  resolver: (
    info: RouteInfo<S, P> & { user: UserRecord; token: TokenInfo },
  ) => Response | Promise<Response>,
) {
  const handler: HttpResponseResolver<P, DefaultBodyType> = async ({ request, params }) => {
    await latency();
    const refused = refusedPathParameters(params);
    if (refused) return refused;
    const auth = await authenticate(request);
    if (!auth.ok) return auth.response;
    const tooBig = tooLarge(spec, request);
    if (tooBig) return tooBig;
    const raw = spec.body ? await readJson(request) : undefined;
    const refusal = featureRefusal(spec, request, params, raw, auth.user);
    if (refusal) return refusal;
    return idempotent(spec, request, auth.user.id, raw, async () => {
      const parsed = parseBody(spec, raw);
      if (!parsed.ok) return parsed.response;
      return resolver({ request, params, body: parsed.body, user: auth.user, token: auth.token });
    });
  };
  return METHODS[spec.method]<P>(`${baseUrl}${spec.path}`, handler);
}

/** A handler of an endpoint visitors may call (`auth: 'none'`). */
export function publicRoute<S extends EndpointSpec, P extends PathParams = PathParams>(
  baseUrl: string,
  spec: S,
  resolver: (info: RouteInfo<S, P>) => Response | Promise<Response>,
) {
  const handler: HttpResponseResolver<P, DefaultBodyType> = async ({ request, params }) => {
    await latency();
    const refused = refusedPathParameters(params);
    if (refused) return refused;
    const raw = spec.body ? await readJson(request) : undefined;
    return idempotent(spec, request, visitorScope(request), raw, async () => {
      const parsed = parseBody(spec, raw);
      if (!parsed.ok) return parsed.response;
      return resolver({ request, params, body: parsed.body });
    });
  };
  return METHODS[spec.method]<P>(`${baseUrl}${spec.path}`, handler);
}
