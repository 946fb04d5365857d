import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ApiError } from './api-error';

/**
 * A minimal Standard Schema built from a type guard, so RTK Query can check response shapes without
 * pulling a validation library into the initial JS. A body that fails its guard becomes an
 * `unexpected` ApiError through `catchSchemaFailure` instead of crashing a component later.
 */
export function guard<T>(
  name: string,
  check: (value: unknown) => value is T,
): StandardSchemaV1<unknown, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'epr',
      validate: (value) =>
        check(value)
          ? { value }
          : { issues: [{ message: `Malformed response: expected ${name}` }] },
    },
  };
}

/** Both APIs wrap their payload: `{ data: T }`. */
export function envelope<T>(name: string, check: (value: unknown) => value is T) {
  return guard<{ data: T }>(`{ data: ${name} }`, (value): value is { data: T } =>
    Boolean(
      value &&
      typeof value === 'object' &&
      'data' in value &&
      check((value as { data: unknown }).data),
    ),
  );
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const isArrayOf =
  <T>(check: (v: unknown) => v is T) =>
  (v: unknown): v is T[] =>
    Array.isArray(v) && v.every(check);
export const isUnknown = (_v: unknown): _v is unknown => true;

export const schemaFailureToApiError = (error: Error): ApiError => ({
  kind: 'unexpected',
  status: 'PARSING_ERROR',
  message: error.message,
});
