import type * as v from 'valibot';
import {
  IDEMPOTENCY_KEY_HEADER,
  pathFor,
  takesIdempotencyKey,
  type EndpointSpec,
} from '@/shared/contract/endpoint';
import { envelope } from '@/shared/contract/primitives';
import type { ApiRequest } from './base-query';
import { idempotencyHeader, idempotencyKeyFor } from './idempotency';

/**
 * The request of a contract endpoint: its method and path with parameters, and the body; a public
 * endpoint's (`auth: 'none'`) is marked so, and the base query sends it without a token and never
 * answers its 401 or 403 with a renewal or a sign-in (TRUST-6); a create request also carries its
 * action's `Idempotency-Key` (TRUST-4, `./idempotency.ts`).
 */
export function request(
  spec: EndpointSpec,
  params?: Readonly<Record<string, string>>,
  body?: unknown,
): ApiRequest {
  const url = pathFor(spec, params);
  return {
    url,
    method: spec.method,
    ...(body === undefined ? {} : { body }),
    ...(spec.auth === 'none' ? { auth: 'none' as const } : {}),
    ...(takesIdempotencyKey(spec)
      ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyHeader(idempotencyKeyFor(url, body)) } }
      : {}),
  };
}

/**
 * The request of an upload endpoint (TRUST-7): as `request()` (token, renewal, `Idempotency-Key`),
 * marked with the id of the upload, which `useUpload` follows and the base query sends through
 * `XMLHttpRequest` with progress and an idle timeout.
 */
export function uploadRequest(
  spec: EndpointSpec,
  params: Readonly<Record<string, string>>,
  body: unknown,
  uploadId: string,
): ApiRequest {
  if (!spec.upload) throw new Error(`${spec.method} ${spec.path} is no upload endpoint`);
  return { ...request(spec, params, body), upload: uploadId };
}

/**
 * How an endpoint reads a success answer: `{ data }` checked against the contract (another shape
 * fails as `unexpected`), then unwrapped. Answers without a body (204) read as `undefined`.
 */
export function reads<S extends v.GenericSchema>(
  spec: EndpointSpec<v.GenericSchema | undefined, S>,
) {
  return {
    rawResponseSchema: envelope(spec.response),
    transformResponse: (response: { data: v.InferOutput<S> }) => response.data,
  };
}

/**
 * How an endpoint that answers a file (`produces`) reads it: the bytes as an object URL (the
 * caller revokes it). A success of another media type (a proxy's HTML page, broken JSON) fails as
 * a parsing error instead of being saved as the file; an error answer is read as JSON like any.
 */
export const readsFile = (spec: EndpointSpec) => ({
  responseHandler: async (response: Response): Promise<unknown> => {
    if (!response.ok) return response.json().catch(() => null);
    const type = response.headers.get('Content-Type') ?? '';
    if (spec.produces && !type.startsWith(spec.produces))
      throw new TypeError(`Expected ${spec.produces}, received ${type || 'no media type'}`);
    return URL.createObjectURL(await response.blob());
  },
});

export const noContent = { transformResponse: () => undefined };

/** Lists are tagged `<Type>/LIST` plus one tag per item. */
export const LIST = 'LIST';

export const listTags =
  <T extends string>(type: T) =>
  (result: readonly { id: string }[] | undefined) => [
    { type, id: LIST },
    ...(result ?? []).map(({ id }) => ({ type, id })),
  ];
