/**
 * Where the e2e suite's servers listen. The production stack runs once per worker (each with its
 * own backend: fixtures, switches and CSP reports are per process), on consecutive ports from
 * `E2E_PROD_PORT`; every test talks to the stack of its worker (`support/fixtures.ts`).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const prodPort = Number(process.env.E2E_PROD_PORT ?? 8090);
const devPort = Number(process.env.E2E_PORT ?? 8080);

export const PROD_PORTS = Array.from({ length: E2E_WORKERS }, (_, i) => prodPort + i);
export const PROD_URLS = PROD_PORTS.map((port) => `http://localhost:${port}`);
export const DEV_PORT = devPort;
export const DEV_URL = `http://localhost:${devPort}`;

/** The production stack of the worker in slot `parallelIndex`. */
export const prodUrlFor = (parallelIndex: number): string =>
  PROD_URLS[parallelIndex % PROD_URLS.length]!;
