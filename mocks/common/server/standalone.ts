/**
 * The dev backend (`./dev-backend`: identity provider, msw handlers over HTTP, test switches, CSP
 * reports) on a plain express app, without webpack: the backend behind nginx in
 * `npm run serve:prod` (scripts/serve-prod.mjs), which starts it as
 * `node -r esbuild-register mocks/common/server/standalone.ts`. Relative imports only.
 *
 * Environment:
 * - `PORT`: the public port, nginx's (e.g. 8090). As under `npm start`, the mock handlers answer
 *   on `http://localhost:${PORT}` (`DEFAULT_DEV_ORIGIN`, src/shared/config/config.ts).
 * - `PUBLIC_ORIGIN` (default `http://localhost:${PORT}`): the origin the browser sees. The
 *   provider's issuer is `${PUBLIC_ORIGIN}/oidc`, never this process's own port.
 * - `BACKEND_PORT` (default 0: any free port) and `BACKEND_HOST` (default 127.0.0.1).
 * - `OIDC_ACCESS_TOKEN_TTL`, `OIDC_REFRESH_TOKEN_TTL`, `MOCK_API_LATENCY_MS` as for `npm start`.
 *
 * Once listening it prints `[backend] listening on http://HOST:PORT` and, when started with an IPC
 * channel, sends `{ type: 'listening', port }` to its parent. SIGINT/SIGTERM close it.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { DEFAULT_DEV_ORIGIN } from '../../../src/shared/config/config';
import { createDevBackend } from './dev-backend';

function publicOrigin(): string {
  const raw = process.env.PUBLIC_ORIGIN ?? DEFAULT_DEV_ORIGIN;
  const url = URL.parse(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/') {
    throw new Error(`PUBLIC_ORIGIN must be an origin like http://localhost:8090, got "${raw}"`);
  }
  // The handlers build their URLs from the app's config, whose origin outside a browser comes
  // from PORT: a request for any other origin would match no handler (404).
  if (url.origin !== DEFAULT_DEV_ORIGIN) {
    throw new Error(
      `PUBLIC_ORIGIN ${url.origin} differs from the mock handlers' origin ${DEFAULT_DEV_ORIGIN}: set PORT to the public port`,
    );
  }
  return url.origin;
}

function backendPort(): number {
  const raw = process.env.BACKEND_PORT ?? '0';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`BACKEND_PORT must be a port number (0: any free port), got "${raw}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const origin = publicOrigin();
  const backend = await createDevBackend({ origin });

  const app = express();
  app.disable('x-powered-by');
  // nginx on the same machine forwards the browser's Host and scheme.
  app.set('trust proxy', 'loopback');
  backend.mount(app);
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });

  const host = process.env.BACKEND_HOST ?? '127.0.0.1';
  const server = app.listen(backendPort(), host, () => {
    const { port } = server.address() as AddressInfo;
    console.log(`[backend] listening on http://${host}:${port} for ${origin}`);
    process.send?.({ type: 'listening', port });
  });
  server.on('error', (error) => {
    console.error('[backend]', error);
    process.exit(1);
  });

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    // Never hang on a stuck connection.
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // The parent (serve-prod) died without telling us: do not outlive it.
  process.once('disconnect', stop);
}

main().catch((error: unknown) => {
  console.error('[backend] could not start:', error);
  process.exit(1);
});
