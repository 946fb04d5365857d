import {
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import type { ThunkExtra } from '@/shared/lib/thunk-extra';
import { httpStatusOf, toApiError, type ApiError } from './api-error';

/** Spec section 9. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Unused data of a query is collected after 5 minutes. */
export const UNUSED_DATA_SECONDS = 300;
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;
const FIRST_RETRY_DELAY_MS = 1_000;

export type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
>;

/**
 * Delay before retry n (1-based), TRUST-11: exponential (1 s, 2 s, 4 s ..., at most 30 s) with
 * "equal jitter" (a random point in the upper half of that step), so that clients failing together
 * do not come back together. A `Retry-After` the server sent is honoured: never earlier, plus up
 * to half a second of jitter, within the same cap (a longer one is not retried, see `isRetryable`).
 * `random` is injectable for tests (`() => 1` gives the plain steps).
 */
export function retryDelay(
  attempt: number,
  { random = Math.random, retryAfterMs }: { random?: () => number; retryAfterMs?: number } = {},
): number {
  if (retryAfterMs !== undefined) {
    return Math.min(retryAfterMs + random() * (FIRST_RETRY_DELAY_MS / 2), MAX_RETRY_DELAY_MS);
  }
  const step = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(step / 2 + random() * (step / 2));
}

/**
 * `Retry-After` in ms: delay-seconds or an HTTP date (RFC 9110 10.2.3); absent or unreadable is
 * `undefined`, a date in the past is 0.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now = Date.now(),
): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month; a bare number with a sign is no date.
  const at = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Only failures that may pass on their own are retried: network trouble, 5xx, and a 429 that says
 * when (`Retry-After`). Never another 4xx, and never when the server asks for a longer wait than
 * the cap: the user is told when to try again instead.
 */
export function isRetryable(error: ApiError): boolean {
  if (error.retryAfterMs !== undefined && error.retryAfterMs > MAX_RETRY_DELAY_MS) return false;
  if (error.kind === 'network') return true;
  if (error.status === 429) return error.retryAfterMs !== undefined;
  return typeof error.status === 'number' && error.status >= 500;
}

/** A 403 whose body names a permission reason is the service's answer, not a stale token. */
function isPermissionDenial(error: FetchBaseQueryError): boolean {
  const data = 'data' in error ? (error.data as { reason?: unknown } | undefined) : undefined;
  return typeof data?.reason === 'string' && data.reason.length > 0;
}

function withBearer(args: string | FetchArgs, token: string | null): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return { ...request, headers };
}

interface RetryState {
  attempt: number;
  baseQueryApi: { type: 'query' | 'mutation'; signal: AbortSignal };
}

/** The `Retry-After` of the failure being retried, from `retryCondition` to `backoff` (per call). */
const retryAfterOfCall = new WeakMap<AbortSignal, number | undefined>();

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * The one base query of every API: bearer token, 10 s timeout, redirects not followed, only 2xx is
 * success, every failure classified once (`ApiError`), queries retried on network errors, 5xx and
 * a 429 with `Retry-After`, with jitter, never earlier than `Retry-After` (TRUST-11).
 *
 * A 403 means the token is no longer good enough: the request waits for one silent sign-in shared
 * by all concurrent requests (`auth.renewSession` is single-flight) and is retried once with the new
 * token. A request that started with an older token than the current one just retries. If renewal
 * fails the 403 is reported as `unauthorized`, which sends the user to sign-in. A 403 whose body
 * carries a permission `reason` (`ownersOnly`, `featureDisabled`, ...) is the service's answer to
 * this user, which no new token changes: it is neither renewed nor retried (TRUST-11).
 */
export function createApiBaseQuery(baseUrl: string): ApiBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    redirect: 'manual',
    validateStatus: (response) => response.status >= 200 && response.status <= 299,
  });

  const withReauth: ApiBaseQuery = async (args, api, extraOptions) => {
    const { auth } = api.extra as ThunkExtra;
    // Logout has begun and the page is leaving: the call waits for the page to go.
    if (auth.signingOut) return new Promise<never>(() => undefined);
    const token = auth.getAccessToken();
    let result = await raw(withBearer(args, token), api, extraOptions);

    if (result.error && httpStatusOf(result.error) === 403 && !isPermissionDenial(result.error)) {
      const current = auth.getAccessToken();
      // A renewal that throws counts as a failed one: the caller gets `unauthorized`, not a crash
      // (an exception would also make `retry` repeat the whole call, mutations included).
      const renewed =
        current && current !== token ? current : await auth.renewSession().catch(() => null);
      if (!renewed) {
        return { error: { kind: 'unauthorized', status: 403 }, meta: result.meta };
      }
      result = await raw(withBearer(args, renewed), api, extraOptions);
    }

    if (result.error) {
      const retryAfterMs = parseRetryAfter(result.meta?.response?.headers.get('Retry-After'));
      const error = toApiError(result.error);
      return {
        error:
          retryAfterMs === undefined
            ? error
            : { ...error, retryAfterMs, retryAt: Date.now() + retryAfterMs },
        meta: result.meta,
      };
    }
    return { data: result.data, meta: result.meta };
  };

  return retry(withReauth, {
    backoff: (attempt, _max, signal) =>
      sleep(
        retryDelay(attempt, { retryAfterMs: signal ? retryAfterOfCall.get(signal) : undefined }),
        signal,
      ),
    retryCondition: (error: unknown, _args: unknown, { attempt, baseQueryApi }: RetryState) => {
      const apiError = error as unknown as ApiError;
      retryAfterOfCall.set(baseQueryApi.signal, apiError.retryAfterMs);
      return baseQueryApi.type === 'query' && attempt <= MAX_RETRIES && isRetryable(apiError);
    },
  }) as ApiBaseQuery;
}
