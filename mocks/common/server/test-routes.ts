/**
 * Test switches over HTTP, for browser tests and developers (dev server only, never in a build):
 *
 * - `GET  /__test/switches` -> the current switches;
 * - `POST /__test/switches` with a JSON object setting any of
 *   `forbidTokensIssuedBefore` (ms since epoch, `"now"`, or `null`) and
 *   `accessTokenTtl` (seconds for access tokens issued from now on, or `null` for the default),
 *   `latencyMs` (delay of every mock API answer, 0 to 60000),
 *   `faults` (a list of `{ method?, path, fault, times?, fields? }`, see `./fault-switch`),
 *   `mailRateLimits` (false turns the mail rate limits off, TRUST-8),
 *   `signInThrottle` (false turns the provider's sign-in and registration throttling off, TRUST-13),
 *   `reminderClock` (REM-1: the reminder scheduler's time, an ISO timestamp, or `null` for the
 *   real time; setting it runs the scheduler at that time at once)
 *   -> the switches after the change (400 `{ message }` for an unknown key or a bad value);
 * - `POST /__test/reset` -> restores the fixtures (db) and every switch to its start-up value.
 */
import type { Application, NextFunction, Request, Response } from 'express';
import { resetDb } from '../data/db';
import { readBody } from './read-body';
import { resetTestSwitches, testSwitches, type TestSwitches } from '../data/test-switches';
import { parseFaultRules } from './fault-switch';
import { runReminders } from '../../main-api/data/reminders';

export const TEST_PATH = '/__test';

export interface SwitchesView extends TestSwitches {
  /** Access-token lifetime (s) tokens get right now (the switch, else the default). */
  effectiveAccessTokenTtl: number;
}

class BadRequest extends Error {
  readonly status = 400;
}

async function readJson(req: Request): Promise<unknown> {
  const body = await readBody(req, 64 * 1024).catch(() => {
    throw new BadRequest('Body too large');
  });
  const text = body.toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest('Body is not valid JSON');
  }
}

/** Applies a switches patch; throws `BadRequest` without changing anything on a bad value. */
export function applySwitches(patch: unknown, now = Date.now()): void {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
    throw new BadRequest('Send a JSON object, e.g. {"forbidTokensIssuedBefore":"now"}');
  }
  const next: Partial<TestSwitches> = {};
  for (const [key, value] of Object.entries(patch)) {
    switch (key) {
      case 'forbidTokensIssuedBefore':
        if (value === null) next.forbidTokensIssuedBefore = null;
        else if (value === 'now') next.forbidTokensIssuedBefore = now;
        else if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
          next.forbidTokensIssuedBefore = value;
        } else throw new BadRequest('forbidTokensIssuedBefore must be a time in ms, "now" or null');
        break;
      case 'accessTokenTtl':
        if (value === null) next.accessTokenTtl = null;
        else if (typeof value === 'number' && Number.isInteger(value) && value > 0)
          next.accessTokenTtl = value;
        else
          throw new BadRequest('accessTokenTtl must be a positive whole number of seconds or null');
        break;
      case 'latencyMs':
        if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 60_000) {
          next.latencyMs = value;
        } else throw new BadRequest('latencyMs must be a whole number of ms between 0 and 60000');
        break;
      case 'mailRateLimits':
        if (typeof value === 'boolean') next.mailRateLimits = value;
        else throw new BadRequest('mailRateLimits must be true or false');
        break;
      case 'signInThrottle':
        if (typeof value === 'boolean') next.signInThrottle = value;
        else throw new BadRequest('signInThrottle must be true or false');
        break;
      case 'reminderClock':
        if (value === null) next.reminderClock = null;
        else if (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
          next.reminderClock = new Date(value).toISOString();
        else throw new BadRequest('reminderClock must be an ISO timestamp or null');
        break;
      case 'faults': {
        const parsed = parseFaultRules(value);
        if (typeof parsed === 'string') throw new BadRequest(parsed);
        next.faults = parsed;
        break;
      }
      default:
        throw new BadRequest(
          `Unknown switch "${key}" (known: forbidTokensIssuedBefore, accessTokenTtl, latencyMs, faults, mailRateLimits, signInThrottle, reminderClock)`,
        );
    }
  }
  Object.assign(testSwitches, next);
}

export interface TestRoutesOptions {
  effectiveAccessTokenTtl: () => number;
  /** Puts the dev server's start-up values back after a reset (e.g. its API latency). */
  applyDefaults: () => void;
}

export function mountTestRoutes(app: Application, options: TestRoutesOptions): void {
  const view = (): SwitchesView => ({
    ...testSwitches,
    effectiveAccessTokenTtl: options.effectiveAccessTokenTtl(),
  });

  const json = (res: Response, status: number, body: unknown) => {
    res.status(status);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(body));
  };

  const handle =
    (fn: (req: Request, res: Response) => Promise<void> | void) =>
    (req: Request, res: Response, next: NextFunction) => {
      Promise.resolve()
        .then(() => fn(req, res))
        .catch((error: unknown) => {
          if (error instanceof BadRequest) json(res, 400, { message: error.message });
          else next(error);
        });
    };

  app.get(
    `${TEST_PATH}/switches`,
    handle((_req, res) => json(res, 200, view())),
  );

  app.post(
    `${TEST_PATH}/switches`,
    handle(async (req, res) => {
      const patch = await readJson(req);
      applySwitches(patch);
      if (
        testSwitches.reminderClock &&
        typeof patch === 'object' &&
        patch &&
        'reminderClock' in patch
      ) {
        const run = runReminders();
        console.log(`[test] reminders at ${testSwitches.reminderClock}: ${JSON.stringify(run)}`);
      }
      console.log(`[test] switches ${JSON.stringify(testSwitches)}`);
      json(res, 200, view());
    }),
  );

  app.post(
    `${TEST_PATH}/reset`,
    handle((_req, res) => {
      resetDb();
      resetTestSwitches();
      options.applyDefaults();
      console.log('[test] db and switches reset');
      json(res, 200, view());
    }),
  );
}
