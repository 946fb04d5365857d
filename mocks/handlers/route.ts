/**
 * Mock handlers bound to the contract: method and path come from the endpoint's spec, a bearer
 * token is required where the spec says so, and a request body is parsed with the spec's schema
 * (400 with field reasons when it does not pass), so the mock service refuses exactly what the
 * contract refuses.
 */
import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import * as v from 'valibot';
import { uploadBodyLimit, type EndpointSpec } from '../../src/shared/contract/endpoint';
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

/** A handler of an endpoint that needs a signed-in user. */
export function route<S extends EndpointSpec, P extends PathParams = PathParams>(
  baseUrl: string,
  spec: S,
  resolver: (info: RouteInfo<S, P> & { user: UserRecord }) => Response | Promise<Response>,
) {
  const handler: HttpResponseResolver<P, DefaultBodyType> = async ({ request, params }) => {
    await latency();
    const auth = await authenticate(request);
    if (!auth.ok) return auth.response;
    const refused = tooLarge(spec, request);
    if (refused) return refused;
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
    const parsed = await parseBody(spec, request);
    if (!parsed.ok) return parsed.response;
    return resolver({ request, params, body: parsed.body });
  };
  return METHODS[spec.method]<P>(`${baseUrl}${spec.path}`, handler);
}
