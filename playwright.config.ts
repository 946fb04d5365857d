import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { DEV_PORT, DEV_URL, E2E_WORKERS, PROD_PORTS, PROD_URLS } from './e2e/support/servers';

/**
 * End-to-end tests, in two projects:
 *
 * - `prod` (the whole suite): the production build as users get it, served by nginx with its
 *   headers and strict Content Security Policy, in front of the local backend (identity provider at
 *   /oidc, mock APIs at /api, test switches at /__test): `npm run serve:prod -- --no-build`.
 *   It serves the existing dist/: `npm run verify` builds first; alone, run `npm run build` first.
 * - `dev-smoke` (tests tagged `@dev-smoke`): the same sign-in round trip on `npm start`, so the
 *   webpack dev server stays covered.
 *
 * Workers: `E2E_WORKERS` (default 2), each with a production stack of its own (its own backend:
 * the tests reset fixtures and set switches), on ports `E2E_PROD_PORT` (default 8090) and up; the
 * dev server on `E2E_PORT` (default 8080). E.g. when other servers already run there:
 * `E2E_PORT=8181 E2E_PROD_PORT=8191 npx playwright test` (ports 8191 and 8192 for the stacks).
 * The browser is Debian's Chromium (its headless shell when installed): never `playwright install`.
 */

/**
 * Debian's headless shell (package chromium-headless-shell): the same Blink without the browser's
 * UI processes, about a quarter less CPU per test than the full browser on this 2-core machine
 * (the suite 6.3 min instead of 8.3). Without it the full browser; CHROMIUM_PATH wins.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
};

const devServer = {
  name: 'dev',
  command: 'npm start',
  url: `${DEV_URL}/runtime-config.js`,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(DEV_PORT) },
};

export default defineConfig({
  testDir: 'e2e',
  workers: E2E_WORKERS,
  // Tests are independent (each starts from reset fixtures), so files share out across workers.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    // Each worker's tests go to its own stack (e2e/support/fixtures.ts); this is the first.
    { name: 'prod', testIgnore: 'screens/**', use: { ...chromium, baseURL: PROD_URLS[0] } },
    {
      name: 'dev-smoke',
      grep: /@dev-smoke/,
      testIgnore: 'screens/**',
      use: { ...chromium, baseURL: DEV_URL },
    },
    // UX-16: the screenshot review (`npm run screens`), never part of the suite.
    {
      name: 'screens',
      testMatch: 'screens/**/*.spec.ts',
      use: { ...chromium, baseURL: PROD_URLS[0] },
    },
  ],
  webServer: [
    ...PROD_PORTS.map((port, i) => ({
      name: `prod-${i + 1}`,
      command: 'npm run serve:prod -- --no-build',
      url: `${PROD_URLS[i]}/runtime-config.js`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { PROD_PORT: String(port) },
    })),
    // E2E_NO_DEV=1 skips the dev server when only the prod project runs (a targeted local run).
    ...(process.env.E2E_NO_DEV === '1' ? [] : [devServer]),
  ],
});
