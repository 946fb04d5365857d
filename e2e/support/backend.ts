import { expect, type APIRequestContext } from '@playwright/test';
import type { FaultRule } from '../../mocks/common/data/test-switches';
import type { CspReport } from '../../mocks/common/server/csp-reports';

/** What `POST /__test/switches` accepts (see mocks/common/server/test-routes.ts). */
export interface Switches {
  /** Tokens issued before this instant (ms since epoch, or "now") get 403 from the APIs; null: off. */
  forbidTokensIssuedBefore?: number | 'now' | null;
  /** Lifetime (s) of access tokens issued from now on; null: the default. */
  accessTokenTtl?: number | null;
  /** Delay (ms) of every mock API answer. */
  latencyMs?: number;
  /** Faults in front of matching API requests (mocks/common/server/fault-switch.ts); [] removes them. */
  faults?: FaultRule[];
  /** TRUST-13: false turns the provider's sign-in and registration throttling off. */
  signInThrottle?: boolean;
  /** REM-1: the reminder scheduler's clock (ISO timestamp; setting it runs the scheduler); null: real time. */
  reminderClock?: string | null;
}

export interface SwitchesView {
  forbidTokensIssuedBefore: number | null;
  accessTokenTtl: number | null;
  latencyMs: number;
  faults: FaultRule[];
  effectiveAccessTokenTtl: number;
}

/** Restores the in-memory db (fixtures) and every test switch. */
export async function resetBackend(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__test/reset');
  expect(response.status(), 'POST /__test/reset').toBe(200);
}

export async function setSwitches(
  request: APIRequestContext,
  switches: Switches,
): Promise<SwitchesView> {
  const response = await request.post('/__test/switches', { data: switches });
  expect(
    response.status(),
    `POST /__test/switches ${JSON.stringify(switches)}: ${await response.text()}`,
  ).toBe(200);
  return (await response.json()) as SwitchesView;
}

/** The CSP violation reports received since the last reset (empty on the dev server: no policy). */
export async function cspReports(request: APIRequestContext): Promise<CspReport[]> {
  const response = await request.get('/__test/csp-reports');
  expect(response.status(), 'GET /__test/csp-reports').toBe(200);
  return ((await response.json()) as { reports: CspReport[] }).reports;
}
