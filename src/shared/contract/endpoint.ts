/**
 * One endpoint of an API, written once: the app's RTK Query endpoints take method, path and
 * response schema from it, the mock services route and validate request bodies with it, and the
 * OpenAPI document is generated from it. Its summary, tags and example request are kept apart in
 * the module's `.docs.ts` (`endpoint-docs.ts`), so that the app's bundle does not carry them.
 */
import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointSpec<
  Body extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Response extends v.GenericSchema | null = v.GenericSchema | null,
> {
  method: HttpMethod;
  /** Below the API's base URL, parameters as `:name` (`/companies/:id/members`). */
  path: string;
  /** Who may call it: `bearer` needs a signed-in user's access token. */
  auth: 'bearer' | 'none';
  body?: Body;
  /** Query parameters, each a string. */
  query?: Readonly<Record<string, { description: string; required?: boolean }>>;
  /** Payload of a success answer, inside `{ data }`; `null` for 204 No Content or a file. */
  response: Response;
  /** A success answer that is a file of this media type instead of JSON. */
  produces?: 'application/pdf' | 'text/calendar' | 'text/csv';
  /** Success status: 200 unless said otherwise (201 for creations, 204 without a body). */
  status?: 200 | 201 | 204;
  /** Error statuses this endpoint documents beyond 401 (every bearer endpoint has 401 and 403). */
  errors?: readonly number[];
  /**
   * An upload (TRUST-7): the largest file it takes. A body declaring more than the file's base64
   * plus room for the rest of the JSON (`uploadBodyLimit`) is refused with 413 before it is read.
   */
  upload?: { maxFileBytes: number };
  /**
   * It sends mail (TRUST-8): rate-limited per recipient address and per user, 429 with
   * `Retry-After` (seconds) and reason `rateLimited`, documented so in the OpenAPI document. The
   * mock services' `mailLimited` refuses to count an endpoint that does not say so.
   */
  sendsMail?: true;
}

/** The largest request body of an upload: the file as base64 (4 characters per 3 bytes) and 64 KB. */
export const uploadBodyLimit = (maxFileBytes: number) => Math.ceil(maxFileBytes / 3) * 4 + 65_536;

export const endpoint = <
  Body extends v.GenericSchema | undefined = undefined,
  Response extends v.GenericSchema | null = null,
>(
  spec: EndpointSpec<Body, Response>,
) => spec;

/**
 * Whether a path parameter would name another resource than its own segment (TRUST-11): a dot
 * segment (`.`, `..`) itself or after decoding (`%2e%2e`, `..%2F..`, double encodings),
 * which URL parsers and servers resolve to a parent path. Such a value is never sent and never
 * accepted.
 */
export function isUnsafePathParameter(value: string): boolean {
  let current = String(value);
  for (let i = 0; i < 5; i += 1) {
    if (current.split(/[/\\]/).some((part) => part === '.' || part === '..')) return true;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return true;
    }
    if (next === current) return false;
    current = next;
  }
  return true;
}

/** One path segment of `value`, encoded; a dot segment throws (TRUST-11). */
export function pathSegment(value: string): string {
  if (isUnsafePathParameter(value))
    throw new Error(`Refused path parameter ${JSON.stringify(value)}`);
  return encodeURIComponent(value);
}

/** The path with its `:name` parameters filled in, each encoded as one segment. */
export function pathFor(
  spec: Pick<EndpointSpec, 'path'>,
  params: Readonly<Record<string, string>> = {},
): string {
  return spec.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${spec.path}: missing parameter ${name}`);
    return pathSegment(value);
  });
}

/** The request header of TRUST-4 (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Whether an endpoint takes an `Idempotency-Key` (TRUST-4): every POST that creates something
 * (201) or submits a draft. A repeat with the same key within 24 hours gets the first answer, the
 * same key with another body 422, a repeat while the first is still processed 409.
 */
export const takesIdempotencyKey = (spec: Pick<EndpointSpec, 'method' | 'status' | 'path'>) =>
  spec.method === 'POST' && (spec.status === 201 || spec.path.endsWith('/submit'));
