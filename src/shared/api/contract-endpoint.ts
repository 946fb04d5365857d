import type { FetchArgs } from '@reduxjs/toolkit/query';
import type * as v from 'valibot';
import { pathFor, type EndpointSpec } from '@/shared/contract/endpoint';
import { envelope } from '@/shared/contract/primitives';

/** The request of a contract endpoint: its method and path with parameters, and the body. */
export function request(
  spec: EndpointSpec,
  params?: Readonly<Record<string, string>>,
  body?: unknown,
): FetchArgs {
  return {
    url: pathFor(spec, params),
    method: spec.method,
    ...(body === undefined ? {} : { body }),
  };
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

export const noContent = { transformResponse: () => undefined };

/** Lists are tagged `<Type>/LIST` plus one tag per item. */
export const LIST = 'LIST';

export const listTags =
  <T extends string>(type: T) =>
  (result: readonly { id: string }[] | undefined) => [
    { type, id: LIST },
    ...(result ?? []).map(({ id }) => ({ type, id })),
  ];
