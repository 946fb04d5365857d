/**
 * The single entry point of every e2e spec: `import { test, expect } from './support/fixtures'`.
 *
 * Every test gets, automatically:
 * - `baseURL`: the production stack of its worker (one per worker, `support/servers.ts`);
 * - `cleanBackend`: the fixture db and default switches before and after the test;
 * - `browserChecks`: the test fails on any Content Security Policy violation (seen in the
 *   page through `securitypolicyviolation`, and in the reports the backend received at
 *   `/__csp-report`), any console error and any uncaught page error, in every page and frame of
 *   the test's browser context.
 *
 * Nothing is allowed globally. A test that provokes a console error on purpose (an API answering
 * 500, an unknown company's 404) declares exactly that error with `test.use({ expectedConsoleErrors:
 * [...] })` or `consoleErrors.expect(...)` inside the test, and says why.
 */
import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';
import type { CspViolation } from '../../mocks/common/server/csp-reports';
import { cspReports, resetBackend } from './backend';
import { PROD_URLS, prodUrlFor } from './servers';

export interface ConsoleErrors {
  /** Allows console errors matching `pattern` (tested against "text (at url)") in this test. */
  expect(pattern: RegExp): void;
  /**
   * Allows Chromium's "Failed to load resource: ... status of <status>" for `path` (and a query):
   * the error Chromium logs for every 4xx/5xx answer, here one the test provokes on purpose.
   */
  expectFailedResponse(status: number, path: string | RegExp): void;
  readonly allowed: readonly RegExp[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Chromium's console error for an HTTP error answer to a request for `path` (exact, or a RegExp
 * for the whole path) on any origin, with or without a query.
 */
export const failedResponse = (status: number, path: string | RegExp): RegExp =>
  new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} \\(.*\\) \\(at https?://[^/]+(?:${typeof path === 'string' ? escapeRegExp(path) : path.source})(\\?[^)]*)?\\)$`,
  );

interface Fixtures {
  cleanBackend: void;
  browserChecks: void;
  consoleErrors: ConsoleErrors;
  /** Console errors the whole file or describe block provokes on purpose (see above). */
  expectedConsoleErrors: RegExp[];
}

const BINDING = '__e2eCspViolation';

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `${message.text()}${url ? ` (at ${url}${lineNumber ? `:${lineNumber}` : ''})` : ''}`;
}

/** Installs the listeners on every page and frame of `context`; returns what they collect. */
async function watchBrowser(context: BrowserContext) {
  const violations: CspViolation[] = [];
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];

  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript((binding) => {
    // Capture phase on the document: the event is dispatched at the offending element (or the
    // document) and bubbles; listening here sees it before any page code could stop it.
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
        report?.({
          documentURI: event.documentURI,
          effectiveDirective: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sourceFile: event.sourceFile,
          lineNumber: event.lineNumber,
          sample: event.sample,
        });
      },
      true,
    );
  }, BINDING);
  context.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(describeConsole(message));
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    pageErrors.push(
      `${error.name}: ${error.message}${webError.page() ? ` (on ${webError.page()?.url()})` : ''}`,
    );
  });
  return { violations, consoleErrors, pageErrors };
}

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],

  // The production stack of this worker (one per worker: each has its own backend state).
  baseURL: async ({ baseURL }, provide, testInfo) => {
    await provide(baseURL === PROD_URLS[0] ? prodUrlFor(testInfo.parallelIndex) : baseURL);
  },

  cleanBackend: [
    async ({ request }, use) => {
      await resetBackend(request);
      await use();
      await resetBackend(request);
    },
    { auto: true },
  ],

  // (`provide`, not `use`: the React hooks lint rule takes `use` in a plain property for a hook.)
  consoleErrors: async ({ expectedConsoleErrors }, provide) => {
    const allowed = [...expectedConsoleErrors];
    await provide({
      expect: (pattern) => void allowed.push(pattern),
      expectFailedResponse: (status, path) => void allowed.push(failedResponse(status, path)),
      allowed,
    });
  },

  browserChecks: [
    // Depends on cleanBackend, so its checks run before cleanBackend's reset clears the reports.
    async ({ context, request, cleanBackend: _clean, consoleErrors }, use) => {
      const seen = await watchBrowser(context);

      await use();

      const unexpectedConsole = seen.consoleErrors.filter(
        (text) => !consoleErrors.allowed.some((pattern) => pattern.test(text)),
      );
      const received = await cspReports(request);
      const problems = [
        ...seen.violations.map(
          (v) =>
            `CSP violation: ${v.effectiveDirective} blocked ${v.blockedURI || '(inline)'} on ${v.documentURI}` +
            `${v.sourceFile ? ` at ${v.sourceFile}:${v.lineNumber}` : ''}${v.sample ? ` "${v.sample}"` : ''}`,
        ),
        ...received.map(
          (r) =>
            `CSP report received by the backend: ${r.effectiveDirective} blocked ${r.blockedURI || '(inline)'} on ${r.documentURI}`,
        ),
        ...unexpectedConsole.map((text) => `console error: ${text}`),
        ...seen.pageErrors.map((text) => `page error: ${text}`),
      ];
      expect(problems, 'CSP violations, console errors or page errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
