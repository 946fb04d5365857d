import type { Fault } from '../faults';

/**
 * Switches that let tests (jest, Playwright, a developer in a browser) provoke failure paths of
 * the mock APIs. The dev backend exposes them over HTTP under `/__test/` (see README).
 */
export interface TestSwitches {
  /** Tokens issued before this instant (ms) are answered with 403, newer ones pass. */
  forbidTokensIssuedBefore: number | null;
  /** Lifetime (s) of access tokens the local identity provider issues from now on; null: default. */
  accessTokenTtl: number | null;
  /**
   * Delay (ms) before every mock API answers. 0 by default and in jest; the dev backend may set a
   * small one so that loading states can be seen.
   */
  latencyMs: number;
  /** Faults put in front of matching API requests, first match wins (`mocks/common/server/fault-switch.ts`). */
  faults: FaultRule[];
  /** Rate limits of mail-sending endpoints (TRUST-8, `./mail-rate-limit.ts`); on by default. */
  mailRateLimits: boolean;
  /**
   * TRUST-13: throttling of the provider's sign-in and registration
   * (`mocks/identity-provider/throttle.ts`); on by default.
   */
  signInThrottle: boolean;
  /**
   * REM-1: the reminder scheduler's clock (ISO timestamp) while set, else the real time. Setting
   * it runs the scheduler at once (`mocks/main-api/data/reminders.ts`).
   */
  reminderClock: string | null;
}

export interface FaultRule {
  /** Any method when absent. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The request path as the browser sends it, parameters as `:name`: `/api/account/companies/:id`. */
  path: string;
  fault: Fault;
  /** How many matching requests get the fault (then the rule is gone); every one when absent. */
  times?: number;
  /** Field reasons of an `invalid` (400) answer. */
  fields?: Record<string, string>;
}

export const testSwitches: TestSwitches = {
  forbidTokensIssuedBefore: null,
  accessTokenTtl: null,
  latencyMs: 0,
  faults: [],
  mailRateLimits: true,
  signInThrottle: true,
  reminderClock: null,
};

export function resetTestSwitches(): void {
  testSwitches.forbidTokensIssuedBefore = null;
  testSwitches.accessTokenTtl = null;
  testSwitches.latencyMs = 0;
  testSwitches.faults = [];
  testSwitches.mailRateLimits = true;
  testSwitches.signInThrottle = true;
  testSwitches.reminderClock = null;
}
