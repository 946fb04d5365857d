import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against `npm start` (app, local OpenID provider at /oidc, mock APIs at /api,
 * test switches at /__test). The browser is Debian's Chromium: never `playwright install`.
 *
 * `E2E_PORT` picks the dev server's port (default 8080), e.g. when another server already runs
 * there: `E2E_PORT=8181 npx playwright test`.
 */
const port = process.env.E2E_PORT ?? '8080';
const baseURL = `http://localhost:${port}`;

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
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/runtime-config.js`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: port },
  },
});
