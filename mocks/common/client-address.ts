/**
 * TRUST-13: the client address (IP) of a request, for the limits that count per machine (sign-in
 * and registration at the provider, visitors' mails). Express decides it (`req.ip`): behind nginx
 * (`npm run serve:prod`, `standalone.ts` sets `trust proxy` to loopback) it is the address nginx
 * forwards in `X-Forwarded-For`; anywhere else (webpack-dev-server, no `trust proxy`) the socket's
 * own peer, and an `X-Forwarded-For` the browser sent is ignored. The msw bridge hands it to the
 * handlers in `CLIENT_ADDRESS_HEADER`, which it always sets itself (a client's own is dropped).
 */
import type { Request as ExpressRequest } from 'express';

export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';

/** The client address express determined for `req` (see above). */
export function clientAddress(req: Pick<ExpressRequest, 'ip' | 'socket'>): string {
  return req.ip ?? req.socket?.remoteAddress ?? 'unknown';
}

/**
 * The client address of a request the msw bridge passed on; null where none was set (jest's
 * in-process requests, unless a test sets one): the per-address limits then do not apply.
 */
export function clientAddressOf(request: Request): string | null {
  return request.headers.get(CLIENT_ADDRESS_HEADER);
}
