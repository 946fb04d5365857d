import { isApiError, type ApiError } from '@/shared/api/api-error';
import { server } from '../../mocks/common/node';

export interface SeenRequest {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  redirect: RequestRedirect;
  at: number;
}

/** Every request that reaches the mock server from now on, in order (cleared by `stopRecording`). */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get('Authorization'),
      redirect: request.redirect,
      at: Date.now(),
    });
  });
  return seen;
}

export function stopRecording(): void {
  server.events.removeAllListeners();
}

/** The classified error of a failed RTK Query result; fails the test if it is not an ApiError. */
export const errorOf = (result: { error?: unknown }): ApiError => {
  expect(isApiError(result.error)).toBe(true);
  return result.error as ApiError;
};
