import {
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import type { ThunkExtra } from '@/shared/lib/thunk-extra';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contract/endpoint';
import { httpStatusOf, toApiError, type ApiError } from './api-error';
import { isDefiniteAnswer, settleIdempotencyKey } from './idempotency';

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

/** Exponential delay for retry n (1-based): 1 s, 2 s, 4 s ..., never more than 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
}

/** Only failures that may pass on their own are retried: network trouble and 5xx. Never 4xx. */
export function isRetryable(error: ApiError): boolean {
  if (error.kind === 'network') return true;
  return typeof error.status === 'number' && error.status >= 500;
}

function withBearer(args: string | FetchArgs, token: string | null): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return { ...request, headers };
}

/** A definite answer ends the user action of its `Idempotency-Key` (TRUST-4). */
function settleAction(args: string | FetchArgs, status: number | string | undefined): void {
  if (typeof args === 'string' || !isDefiniteAnswer(status)) return;
  const header = new Headers(args.headers as HeadersInit | undefined).get(IDEMPOTENCY_KEY_HEADER);
  if (header) settleIdempotencyKey(header.replace(/^"|"$/g, ''));
}

interface RetryState {
  attempt: number;
  baseQueryApi: { type: 'query' | 'mutation' };
}

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
 * success, every failure classified once (`ApiError`), queries retried on network errors and 5xx.
 *
 * A 403 means the token is no longer good enough: the request waits for one silent sign-in shared
 * by all concurrent requests (`auth.renewSession` is single-flight) and is retried once with the new
 * token. A request that started with an older token than the current one just retries. If renewal
 * fails the 403 is reported as `unauthorized`, which sends the user to sign-in.
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

    if (result.error && httpStatusOf(result.error) === 403) {
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

    settleAction(args, result.error ? httpStatusOf(result.error) : 200);
    if (result.error) return { error: toApiError(result.error), meta: result.meta };
    return { data: result.data, meta: result.meta };
  };

  return retry(withReauth, {
    backoff: (attempt, _max, signal) => sleep(retryDelay(attempt), signal),
    retryCondition: (error: unknown, _args: unknown, { attempt, baseQueryApi }: RetryState) =>
      baseQueryApi.type === 'query' &&
      attempt <= MAX_RETRIES &&
      isRetryable(error as unknown as ApiError),
  }) as ApiBaseQuery;
}
