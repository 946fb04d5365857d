import type {
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';

/**
 * TRUST-7: an upload fails only after this long without any progress, however long it takes in
 * all (the base query's 10 s covers every other request; a 10 MB file on an ordinary uplink needs
 * more). `setUploadIdleTimeout` lets tests shorten it.
 */
export const UPLOAD_IDLE_TIMEOUT_MS = 30_000;
let idleTimeoutMs = UPLOAD_IDLE_TIMEOUT_MS;

export const uploadIdleTimeout = (): number => idleTimeoutMs;

export function setUploadIdleTimeout(ms: number): void {
  idleTimeoutMs = ms;
}

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes in all; 0 while unknown. */
  total: number;
}

/*
 * The progress of running uploads by id. The id travels in the request (`ApiRequest.upload`), so
 * the mutation's argument stays serializable; `useUpload` watches its own id.
 */
const progress = new Map<string, UploadProgress>();
const watchers = new Set<() => void>();

export const uploadProgressOf = (id: string | null): UploadProgress | undefined =>
  id ? progress.get(id) : undefined;

export function watchUploads(onChange: () => void): () => void {
  watchers.add(onChange);
  return () => void watchers.delete(onChange);
}

function report(id: string, value: UploadProgress | null): void {
  if (value) progress.set(id, value);
  else progress.delete(id);
  watchers.forEach((watch) => watch());
}

export const forgetUploadProgress = (id: string) => report(id, null);

export type TransportResult = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>;

function responseHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * TRUST-7: sends one request through `XMLHttpRequest`, whose `upload` reports progress (fetch
 * cannot, short of streaming bodies, which browsers allow only over HTTP/2 and without progress).
 * Progress goes to `uploadProgressOf(id)`; the timeout (`uploadIdleTimeout()`) runs only while
 * nothing moves: every progress event of the upload or the answer starts it again; the caller's
 * signal (the mutation's `abort()`) cancels. Answers in the shape `fetchBaseQuery` does, so the
 * base query classifies, renews and settles as for any request. (XHR has no `redirect: 'manual'`;
 * the upload endpoints never redirect.)
 */
export function sendWithProgress(
  id: string,
  url: string,
  { method, headers, body }: { method: string; headers: Headers; body: unknown },
  signal: AbortSignal,
): Promise<TransportResult> {
  return new Promise((resolve) => {
    const request = new Request(url, { method, headers });
    if (signal.aborted) {
      resolve({ error: { status: 'FETCH_ERROR', error: 'AbortError: cancelled' } });
      return;
    }
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const done = (result: TransportResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    };
    // Settled here, not by the `abort` event: a stopped request is over whatever the XHR
    // implementation still fires (or not) afterwards.
    const stop = (error: FetchBaseQueryError) => {
      done({ error });
      xhr.abort();
    };
    const moved = () => {
      clearTimeout(timer);
      if (settled) return;
      timer = setTimeout(
        () => stop({ status: 'TIMEOUT_ERROR', error: 'No upload progress' }),
        uploadIdleTimeout(),
      );
    };
    const onAbort = () => stop({ status: 'FETCH_ERROR', error: 'AbortError: cancelled' });

    xhr.open(method, url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    const isJson = body !== undefined && !(body instanceof Blob) && typeof body !== 'string';
    if (isJson && !headers.has('Content-Type'))
      xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.upload.onprogress = (event) => {
      moved();
      report(id, { loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    xhr.upload.onload = moved;
    xhr.onprogress = moved;
    xhr.onload = () => {
      const { status } = xhr;
      const meta = {
        request,
        response: new Response(null, { status, headers: responseHeaders(xhr) }),
      } as FetchBaseQueryMeta;
      const text = xhr.responseText;
      let data: unknown = null;
      try {
        data = text ? JSON.parse(text) : null;
      } catch {
        done({
          error: { status: 'PARSING_ERROR', originalStatus: status, data: text, error: 'JSON' },
          meta,
        });
        return;
      }
      done(status >= 200 && status <= 299 ? { data, meta } : { error: { status, data }, meta });
    };
    xhr.onerror = () => done({ error: { status: 'FETCH_ERROR', error: 'TypeError: network' } });
    xhr.onabort = () => done({ error: { status: 'FETCH_ERROR', error: 'AbortError: cancelled' } });
    signal.addEventListener('abort', onAbort);
    moved();
    xhr.send(
      body === undefined ? null : isJson ? JSON.stringify(body) : (body as XMLHttpRequestBodyInit),
    );
  });
}
