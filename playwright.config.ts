import { defineConfig, devices } from '@playwright/test';

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
 * Ports: `E2E_PROD_PORT` (default 8090) and `E2E_PORT` (the dev server, default 8080), e.g. when
 * other servers already run there: `E2E_PORT=8181 E2E_PROD_PORT=8191 npx playwright test`.
 * The browser is Debian's Chromium: never `playwright install`.
 */
const devPort = process.env.E2E_PORT ?? '8080';
const prodPort = process.env.E2E_PROD_PORT ?? '8090';
const devURL = `http://localhost:${devPort}`;
const prodURL = `http://localhost:${prodPort}`;

export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
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
    { name: 'prod', use: { ...chromium, baseURL: prodURL } },
    { name: 'dev-smoke', grep: /@dev-smoke/, use: { ...chromium, baseURL: devURL } },
  ],
  webServer: [
    {
      name: 'prod',
      command: 'npm run serve:prod -- --no-build',
      url: `${prodURL}/runtime-config.js`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PROD_PORT: prodPort },
    },
    {
      name: 'dev',
      command: 'npm start',
      url: `${devURL}/runtime-config.js`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: devPort },
    },
  ],
});
