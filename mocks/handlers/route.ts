/**
 * Mock handlers bound to the contract: method and path come from the endpoint's spec, a bearer
 * token is required where the spec says so, and a request body is parsed with the spec's schema
 * (400 with field reasons when it does not pass), so the mock service refuses exactly what the
 * contract refuses.
 */
import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import * as v from 'valibot';
import { isUnsafePathParameter, type EndpointSpec } from '../../src/shared/contract/endpoint';
import { issuesToFieldErrors } from '../../src/shared/contract/primitives';
import type { UserRecord } from '../data/db';
import { authenticate, latency } from './auth';
import { fail, validationFailed } from './respond';

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

async function parseBody<S extends EndpointSpec>(
  spec: S,
  request: Request,
): Promise<{ ok: true; body: BodyOf<S> } | { ok: false; response: Response }> {
  if (!spec.body) return { ok: true, body: undefined as BodyOf<S> };
  let raw: unknown = {};
  try {
    raw = await request.clone().json();
  } catch {
    // An unreadable body is checked as an empty one: every required field is then reported.
  }
  const result = v.safeParse(spec.body, raw);
  return result.success
    ? { ok: true, body: result.output as BodyOf<S> }
    : { ok: false, response: validationFailed(issuesToFieldErrors(result.issues)) };
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
  resolver: (info: RouteInfo<S, P> & { user: UserRecord }) => Response | Promise<Response>,
) {
  const handler: HttpResponseResolver<P, DefaultBodyType> = async ({ request, params }) => {
    await latency();
    const refused = refusedPathParameters(params);
    if (refused) return refused;
    const auth = await authenticate(request);
    if (!auth.ok) return auth.response;
    const parsed = await parseBody(spec, request);
    if (!parsed.ok) return parsed.response;
    return resolver({ request, params, body: parsed.body, user: auth.user });
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
    const parsed = await parseBody(spec, request);
    if (!parsed.ok) return parsed.response;
    return resolver({ request, params, body: parsed.body });
  };
  return METHODS[spec.method]<P>(`${baseUrl}${spec.path}`, handler);
}
