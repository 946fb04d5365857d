/**
 * Serves msw request handlers over real HTTP (no service worker): an express request becomes a
 * Fetch `Request`, msw's `getResponse` resolves it, and the `Response` is written back.
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { getResponse, type RequestHandler as MswHandler } from 'msw';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '../client-address';
import { readBody } from './read-body';

const HOP_BY_HOP = new Set([
  'connection',
  'content-length',
  'expect',
  'host',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** One support attachment of 10 MB, base64 in JSON (4/3 of it), with room for the rest. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** The express request as a Fetch `Request` with an absolute URL on `origin`. */
export async function toFetchRequest(req: ExpressRequest, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name.toLowerCase()) || name.startsWith(':')) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  // TRUST-13: the handlers' per-client limits and the visitors' idempotency
  // scope (TRUST-14) read the address express decided, never the client's.
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(req));
  const method = req.method.toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // TRUST-7: a body declared larger than any endpoint takes is refused before it is read; the
  // declared length goes on to the handlers, whose uploads refuse more than they take (`route()`).
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (hasBody && Number.isFinite(declared)) {
    if (declared > MAX_BODY_BYTES)
      throw Object.assign(new Error('Request body too large'), { status: 413 });
    headers.set('content-length', String(declared));
  }
  const body = hasBody ? await readBody(req, MAX_BODY_BYTES) : undefined;
  return new Request(`${origin}${req.originalUrl}`, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

function sendJson(res: ExpressResponse, status: number, body: unknown): void {
  res.status(status);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** Writes a Fetch `Response` to express. */
export async function writeFetchResponse(
  res: ExpressResponse,
  response: Response,
  method: string,
): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie' || HOP_BY_HOP.has(lower) || lower === 'content-encoding') return;
    res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  if (!res.hasHeader('cache-control')) res.setHeader('Cache-Control', 'no-store');
  const body =
    method === 'HEAD' || response.body === null ? null : Buffer.from(await response.arrayBuffer());
  if (body) res.setHeader('Content-Length', body.length);
  res.end(body ?? undefined);
}

/** Express middleware answering with the first matching msw handler, else 404 `{ message }`. */
export function mswMiddleware(handlers: () => readonly MswHandler[], origin: string) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction): void => {
    (async () => {
      const request = await toFetchRequest(req, origin);
      const response = await getResponse([...handlers()], request);
      if (!response || response.headers.get('x-msw-intention') === 'passthrough') {
        sendJson(res, 404, { message: 'Not found' });
        return;
      }
      if (response.type === 'error') {
        // `HttpResponse.error()`: a network failure, as the browser would see it.
        res.socket?.destroy();
        return;
      }
      await writeFetchResponse(res, response, req.method.toUpperCase());
    })().catch((error: unknown) => {
      if (res.headersSent) {
        next(error);
        return;
      }
      const status = (error as { status?: number }).status ?? 500;
      console.error(`[api] ${req.method} ${req.originalUrl} failed:`, error);
      sendJson(res, status, {
        message: status === 413 ? 'Payload too large' : 'Internal server error',
      });
    });
  };
}
