/**
 * FAULT-1 in the browser: the faults of the fault matrix (src/shared/api/fault-matrix.dom.test.ts),
 * injected by the dev backend's `faults` switch into the request a flow depends on, each with the
 * same reaction on screen. A flow is one row of FLOWS: what it loads or sends, how to get there,
 * and what success looks like.
 *
 * Two faults are made in the browser itself: "network down", because behind nginx a dropped
 * backend connection is nginx's 502 answer, not a failed request; and for "timeout" the page's
 * clock is moved on, so that 10 s (and three retries) do not take real time.
 */
import type { Page } from '@playwright/test';
import type { Fault } from '../mocks/common/faults';
import type { FaultRule } from '../mocks/common/data/test-switches';
import common from '../locales/en/common.json';
import { COMPANIES, USERS, signIn, signInToDashboard } from './support/auth';
import { setSwitches } from './support/backend';
import { RETRY_STEP_MS, outwait } from './support/clock';
import { expect, test, type ConsoleErrors } from './support/fixtures';

interface Flow {
  name: string;
  /** The request the faults hit, as the browser sends it. */
  target: { method: NonNullable<FaultRule['method']>; path: string; url: string };
  /** `page`: a query the page loads; `form`: a mutation a form sends. */
  kind: 'page' | 'form';
  /** Signs in and goes to the moment before the request. */
  setUp(page: Page): Promise<void>;
  /** Sends the request: reloads the page or submits the form. */
  act(page: Page): Promise<void>;
  /** Success: the page or the saved form. */
  expectDone(page: Page): Promise<void>;
  /** A form keeps what was typed. */
  expectKept?(page: Page): Promise<void>;
  /** The form keeps it in session storage: it is back after the 401's sign-in (TRUST-5). */
  keptAfterSignIn?: true;
  /** The field a 400 names, and its label. */
  field?: { path: string; label: string };
  /**
   * Only the faults the browser itself takes part in (`browser` rows). What the app makes of the
   * others (status to message, the input kept) is the same code in jsdom, where this form meets
   * every fault (src/app/form-input-faults.test.tsx) and its endpoint every fault case
   * (src/shared/api/fault-matrix.dom.test.ts); the other flows here meet them all in the browser.
   */
  browserFaultsOnly?: true;
}

const { alpenglueck, nordlicht } = COMPANIES;
/** Alpenglück's Austrian draft licence (fixture), at its quantities step. */
const AT_DRAFT = 'prc-0003';

const FLOWS: Flow[] = [
  {
    name: 'dashboard',
    target: { method: 'GET', path: '/api/account/companies', url: '**/api/account/companies' },
    kind: 'page',
    setUp: (page) => signInToDashboard(page, USERS.owner.email),
    act: async (page) => void (await page.reload()),
    expectDone: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByTestId('current-company')).toContainText(COMPANIES.alpenglueck.name);
    },
  },
  {
    name: 'company form',
    target: {
      method: 'PUT',
      path: '/api/account/companies/:id',
      url: `**/api/account/companies/${nordlicht.id}`,
    },
    kind: 'form',
    field: { path: 'address.city', label: 'City' },
    setUp: async (page) => {
      await signInToDashboard(page, USERS.owner.email);
      await page.goto(`/account/companies/${nordlicht.id}`);
      await expect(page.getByLabel('Company name')).toHaveValue(nordlicht.name);
      await page.getByLabel('City').fill('Hamburg-Altona');
    },
    act: (page) => page.getByRole('button', { name: 'Save changes' }).click(),
    expectDone: (page) => expect(page.getByText('The company details were saved.')).toBeVisible(),
    expectKept: (page) => expect(page.getByLabel('City')).toHaveValue('Hamburg-Altona'),
    browserFaultsOnly: true,
  },
  {
    name: 'licensing wizard step',
    target: {
      method: 'PUT',
      path: `/api/companies/${alpenglueck.id}/licences/${AT_DRAFT}`,
      url: `**/api/companies/${alpenglueck.id}/licences/${AT_DRAFT}`,
    },
    kind: 'form',
    field: { path: 'quantities.hh-plastics', label: 'Plastics' },
    setUp: async (page) => {
      // Unsaved input asks before the page is left (the 401 row's way to sign-in): the user leaves.
      page.on('dialog', (dialog) => void dialog.accept());
      await signInToDashboard(page, USERS.owner.email);
      await page.goto(
        `/companies/${alpenglueck.id}/at-licensing-process/process?draft=${AT_DRAFT}&step=quantities`,
      );
      await expect(page.getByLabel('Plastics')).toHaveValue('920.5');
      await page.getByLabel('Plastics').fill('1,020.5');
    },
    act: (page) => page.getByRole('button', { name: 'Save and continue' }).click(),
    expectDone: (page) =>
      expect(page.getByRole('heading', { level: 2, name: /^Step 4 of 4/ })).toBeVisible(),
    expectKept: (page) => expect(page.getByLabel('Plastics')).toHaveValue('1,020.5'),
    keptAfterSignIn: true,
  },
  {
    name: 'profile form',
    target: { method: 'POST', path: '/api/account/updateNames', url: '**/api/account/updateNames' },
    kind: 'form',
    field: { path: 'givenName', label: 'First name' },
    setUp: async (page) => {
      await signInToDashboard(page, USERS.owner.email);
      await page.goto('/account/profile');
      await expect(page.getByLabel('First name')).toHaveValue('Olivia');
      await page.getByLabel('First name').fill('Olivia-Marie');
    },
    act: (page) => page.getByRole('button', { name: 'Save name' }).click(),
    expectDone: (page) => expect(page.getByText('Your name was saved.')).toBeVisible(),
    expectKept: (page) => expect(page.getByLabel('First name')).toHaveValue('Olivia-Marie'),
    browserFaultsOnly: true,
  },
];

/** What the user sees after a fault: a page's error screen or a form's message. */
const SCREEN = {
  notFound: { page: common.errors.notFound.title, form: common.errors.notFound.message },
  // TRUST-17: a form says what happened and that the entries are kept, with "Try again".
  unexpected: { page: common.errors.unexpected.title, form: common.errors.inputKept },
  network: { page: common.errors.network.title, form: common.errors.inputKept },
  forbidden: { page: common.errors.status['403'].title, form: common.errors.forbidden },
  rejected: { page: common.errors.status['400'].title, form: common.errors.rejected },
};

interface FaultRow {
  name: string;
  fault: Fault;
  forms?: true;
  times?: number;
  /** Shown after the fault; `done` when the app recovers on its own. */
  shows: keyof typeof SCREEN | 'done' | 'sign-in';
  /** HTTP status Chromium logs as an error for each faulted answer. */
  logs?: number;
  /**
   * The browser takes part: the renewal at the identity provider and the redirect to it, a
   * request aborted on the page's clock, a request that fails in Chromium.
   */
  browser?: true;
}

/** The rows of the fault matrix, as a user meets them. */
const FAULTS: FaultRow[] = [
  // TRUST-6: a 401 gets one renewal first; only a 401 that the renewed token meets again
  // sends the user to sign-in.
  {
    name: '401 once: renewal and retry',
    fault: 'unauthorized',
    times: 1,
    shows: 'done',
    logs: 401,
    browser: true,
  },
  {
    name: '401: sign-in, then back',
    fault: 'unauthorized',
    times: 2,
    shows: 'sign-in',
    logs: 401,
    browser: true,
  },
  {
    name: '403 once: silent renewal and retry',
    fault: 'forbidden',
    times: 1,
    shows: 'done',
    logs: 403,
  },
  { name: '403 always: not allowed', fault: 'forbidden', shows: 'forbidden', logs: 403 },
  { name: '404: not found', fault: 'notFound', shows: 'notFound', logs: 404 },
  { name: '409: refused', fault: 'conflict', forms: true, shows: 'rejected', logs: 409 },
  { name: '400: the field says why', fault: 'invalid', forms: true, shows: 'rejected', logs: 400 },
  { name: '500: generic error', fault: 'serverError', shows: 'unexpected', logs: 500 },
  { name: 'timeout: connection problem', fault: 'timeout', shows: 'network', browser: true },
  { name: 'malformed JSON: generic error', fault: 'malformedJson', shows: 'unexpected' },
  { name: 'wrong shape: generic error', fault: 'wrongShape', shows: 'unexpected' },
  {
    name: 'network down: connection problem',
    fault: 'networkDown',
    shows: 'network',
    browser: true,
  },
];

async function inject(
  page: Page,
  request: Parameters<typeof setSwitches>[0],
  flow: Flow,
  row: FaultRow,
  consoleErrors: ConsoleErrors,
): Promise<void> {
  if (row.logs)
    consoleErrors.expectFailedResponse(row.logs, flow.target.path.replace(/:id$/, nordlicht.id));
  if (row.fault === 'networkDown') {
    consoleErrors.expect(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await page.route(flow.target.url, (route) =>
      route.request().method() === flow.target.method
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    return;
  }
  await setSwitches(request, {
    faults: [
      {
        method: flow.target.method,
        path: flow.target.path,
        fault: row.fault,
        ...(row.times ? { times: row.times } : {}),
        ...(row.fault === 'invalid' && flow.field
          ? { fields: { [flow.field.path]: 'tooLong' } }
          : {}),
      },
    ],
  });
}

/** The requests to `path` that have left and not yet ended, kept up to date. */
function inFlight(page: Page, path: string): Set<unknown> {
  const pending = new Set<unknown>();
  page.on('request', (r) => void (new URL(r.url()).pathname === path && pending.add(r)));
  page.on('requestfinished', (r) => void pending.delete(r));
  page.on('requestfailed', (r) => void pending.delete(r));
  return pending;
}

/** Faults a query retries after a wait (1 s, 2 s, 4 s) before its page shows the error. */
const RETRIED = new Set<Fault>(['serverError', 'networkDown']);

/** Past a request's timeout (10 s) and any retry's wait in one jump. */
const TIMEOUT_STEP_MS = 11_000;

for (const flow of FLOWS) {
  test.describe(`[FAULT-1] ${flow.name}`, () => {
    const rows = FAULTS.filter(
      (r) => (!r.forms || flow.kind === 'form') && (!flow.browserFaultsOnly || r.browser),
    );
    for (const row of rows) {
      test(`[FAULT-1] ${flow.name}: ${row.name}`, async ({ page, request, consoleErrors }) => {
        test.setTimeout(90_000);
        // A page's query retries (1 s, 2 s, 4 s) and every request times out (10 s) on the page's
        // clock, which the test moves on.
        const retried = flow.kind === 'page' && RETRIED.has(row.fault);
        if (row.fault === 'timeout' || retried) await page.clock.install();
        await flow.setUp(page);
        const targetPath = flow.target.path.replace(/:id$/, nordlicht.id);
        const pending = inFlight(page, targetPath);
        await inject(page, request, flow, row, consoleErrors);
        const toProvider = page.waitForRequest((r) => new URL(r.url()).pathname === '/oidc/auth', {
          timeout: 20_000,
        });
        toProvider.catch(() => undefined);
        await flow.act(page);

        const expected = row.shows;
        if (expected === 'done') {
          await flow.expectDone(page);
          return;
        }
        if (expected === 'sign-in') {
          // The session is over: off to the provider, which (still signed in there) sends the
          // user straight back, or shows its form when it asks again.
          await toProvider;
          await expect(page).toHaveURL((url) => !url.pathname.startsWith('/oidc/auth'), {
            timeout: 20_000,
          });
          if (new URL(page.url()).pathname.startsWith('/oidc/interaction')) {
            await signIn(page, USERS.owner.email);
          }
          if (flow.kind === 'page') await flow.expectDone(page);
          else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (flow.keptAfterSignIn && flow.expectKept) {
            // TRUST-5: the typed input survived the trip to the provider, and saves now.
            await flow.expectKept(page);
            await flow.act(page);
            await flow.expectDone(page);
          }
          return;
        }

        const text = SCREEN[expected][flow.kind];
        const shown =
          flow.kind === 'page'
            ? page.getByRole('heading', { level: 1, name: text })
            : page.getByRole('alert').filter({ hasText: text });
        if (row.fault === 'timeout') {
          await outwait(page, () => shown.isVisible(), { stepMs: TIMEOUT_STEP_MS });
        } else if (retried) {
          // Queries retry network errors and 5xx three times (1 s, 2 s, 4 s) first.
          await outwait(page, () => shown.isVisible(), { stepMs: RETRY_STEP_MS });
        }
        await expect(shown).toBeVisible({ timeout: 20_000 });
        if (flow.expectKept) await flow.expectKept(page);
        if (row.fault === 'invalid' && flow.field) {
          const field = page.getByLabel(flow.field.label);
          await expect(field).toHaveAttribute('aria-invalid', 'true');
          await expect(field).toBeFocused();
        }

        // Once the fault is gone, the same action succeeds: nothing typed was lost.
        await setSwitches(request, { faults: [] });
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        // Requests that left before the fault was lifted still wait for their answers: let them
        // time out first.
        if (row.fault === 'timeout')
          await outwait(page, async () => pending.size === 0, { stepMs: TIMEOUT_STEP_MS });
        if (flow.kind === 'page') {
          // A page's own data failing unexpectedly offers both (UX-2): "Try again" comes first.
          const retry = page.getByRole('button', { name: /Try again|Reload the page/ }).first();
          if (await retry.isVisible()) await retry.click();
          else await page.reload();
        } else {
          await flow.act(page);
        }
        await flow.expectDone(page);
      });
    }
  });
}
