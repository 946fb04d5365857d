import {
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { isRenewalUnavailable } from '@/shared/auth/renewal-errors';
import type { ThunkExtra } from '@/shared/lib/thunk-extra';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contract/endpoint';
import { httpStatusOf, toApiError, type ApiError } from './api-error';
import { backoffScale } from './retry-backoff';
import { isDefiniteAnswer, settleIdempotencyKey } from './idempotency';
import { sendWithProgress, type TransportResult } from './upload-transport';

/** Spec section 9. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Unused data of a query is collected after 5 minutes. */
export const UNUSED_DATA_SECONDS = 300;
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;
const FIRST_RETRY_DELAY_MS = 1_000;

/**
 * A request of the app's APIs: fetch arguments, plus what the contract says about the endpoint.
 * `auth: 'none'` (a public endpoint, `request()` sets it): no bearer token is sent, and a 401 or
 * 403 is the service's answer to show, never a reason to renew the session or to sign in.
 */
export interface ApiRequest extends FetchArgs {
  auth?: 'none';
  /**
   * TRUST-7: an upload, by the id `useUpload` watches: sent through `XMLHttpRequest` with progress
   * and a timeout that runs only while no progress is made (not the 10 s of other requests);
   * token, renewal and `Idempotency-Key` as for any request.
   */
  upload?: string;
}

export type ApiBaseQuery = BaseQueryFn<
  string | ApiRequest,
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
  if (error.kind === 'rateLimited') return error.retryAfterMs !== undefined;
  return typeof error.status === 'number' && error.status >= 500;
}

/** A 403 whose body names a permission reason is the service's answer, not a stale token. */
function isPermissionDenial(error: FetchBaseQueryError): boolean {
  const data = 'data' in error ? (error.data as { reason?: unknown } | undefined) : undefined;
  return typeof data?.reason === 'string' && data.reason.length > 0;
}

function withBearer(args: string | ApiRequest, token: string | null): ApiRequest {
  const { auth: _auth, ...request } = typeof args === 'string' ? { url: args } : args;
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
 * The one base query of every API: bearer token, 10 s timeout (an upload: 30 s without progress,
 * `./upload-transport.ts`), redirects not followed, only 2xx is success, every failure classified once (`ApiError`, by the error catalogue), queries retried on network errors, 5xx and
 * a 429 with `Retry-After`, with jitter, never earlier than `Retry-After` (TRUST-11).
 *
 * A 401 (the token ran out) or a 403 (the token is no longer good enough): the request waits for
 * one silent sign-in shared by all concurrent requests (`auth.renewSession` is single-flight) and
 * is retried once with the new token. A request that started with an older token than the current
 * one just retries. If the provider refuses the renewal the status is reported as `unauthorized`,
 * which sends the user to sign-in; if it cannot be reached, as `network` (TRUST-6). Public
 * endpoints (`auth: 'none'`) get neither a token nor a renewal. A 403 whose body carries a
 * permission `reason` (`ownersOnly`, `featureDisabled`, ...) is the service's answer to this user,
 * which no new token changes: it is neither renewed nor retried (TRUST-11).
 */
export function createApiBaseQuery(baseUrl: string): ApiBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    redirect: 'manual',
    validateStatus: (response) => response.status >= 200 && response.status <= 299,
  });

  /** An upload goes through XHR (progress, idle timeout); every other request through fetch. */
  const send = (
    request: ApiRequest,
    api: Parameters<ApiBaseQuery>[1],
    extraOptions: object,
  ): Promise<TransportResult> => {
    const { upload, ...fetchArgs } = request;
    if (!upload) return Promise.resolve(raw(fetchArgs, api, extraOptions));
    return sendWithProgress(
      upload,
      `${baseUrl}${fetchArgs.url}`,
      {
        method: fetchArgs.method ?? 'GET',
        headers: fetchArgs.headers as Headers,
        body: fetchArgs.body,
      },
      api.signal,
    );
  };

  const withReauth: ApiBaseQuery = async (args, api, extraOptions) => {
    const { auth } = api.extra as ThunkExtra;
    // Logout has begun and the page is leaving: the call waits for the page to go.
    if (auth.signingOut) return new Promise<never>(() => undefined);
    const isPublic = typeof args !== 'string' && args.auth === 'none';
    const token = isPublic ? null : auth.getAccessToken();
    let result = await send(withBearer(args, token), api, extraOptions);
    const status = result.error ? httpStatusOf(result.error) : null;

    // TRUST-6: a public endpoint's 401 or 403 is its answer (shown where the form is), never a
    // renewal or a sign-in that would take the visitor away from what they typed: its 401 is no
    // `unauthorized` (the catalogue's kind that means "go to sign-in").
    if (isPublic && (status === 401 || status === 403)) {
      const error = toApiError(result.error!);
      return {
        error: status === 401 ? { ...error, kind: 'unexpected' } : error,
        meta: result.meta,
      };
    }

    // A 401 of a token that ran out (TRUST-6) or a 403 (not good enough) gets one renewal first;
    // a 401 without a token is plain: nobody is signed in.
    if ((status === 401 && token) || (status === 403 && !isPermissionDenial(result.error!))) {
      const current = auth.getAccessToken();
      let renewed: string | null;
      try {
        renewed = current && current !== token ? current : await auth.renewSession();
      } catch (error) {
        // TRUST-6: the provider could not be reached (offline, 5xx): the session stays, the call
        // fails as a connection problem (queries retry later, forms keep their input), no sign-in.
        if (isRenewalUnavailable(error))
          return {
            error: {
              kind: 'network',
              status: 'FETCH_ERROR',
              message: 'Session renewal unavailable',
            },
            meta: result.meta,
          };
        // Any other failure counts as a failed renewal: the caller gets `unauthorized`, not a
        // crash (an exception would also make `retry` repeat the whole call, mutations included).
        renewed = null;
      }
      if (!renewed) {
        const error: ApiError =
          status === 401 ? toApiError(result.error!) : { kind: 'unauthorized', status };
        return { error, meta: result.meta };
      }
      result = await send(withBearer(args, renewed), api, extraOptions);
    }

    settleAction(args, result.error ? httpStatusOf(result.error) : 200);
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
        retryDelay(attempt, { retryAfterMs: signal ? retryAfterOfCall.get(signal) : undefined }) *
          backoffScale(),
        signal,
      ),
    retryCondition: (error: unknown, _args: unknown, { attempt, baseQueryApi }: RetryState) => {
      const apiError = error as unknown as ApiError;
      retryAfterOfCall.set(baseQueryApi.signal, apiError.retryAfterMs);
      return baseQueryApi.type === 'query' && attempt <= MAX_RETRIES && isRetryable(apiError);
    },
  }) as ApiBaseQuery;
}
