/**
 * The backend of `npm start`, mounted on webpack-dev-server's express app (see webpack.config.ts):
 *
 * - `/oidc/*`    the local OpenID Connect provider (issuer `${origin}/oidc`) and its sign-in pages;
 * - `/api/*`     the msw handlers of `mocks/common/handlers.ts` served over HTTP, bearer tokens checked
 *                against the provider;
 * - `/__test/*`  test switches (see `./test-routes`) and the CSP reports received;
 * - `/__dev/mail` the dev mailbox: every mail the local stack sent (`./dev-mailbox`);
 * - `/__csp-report` the collector of Content Security Policy violation reports (`./csp-reports`).
 *
 * Two hosts mount it: webpack-dev-server (`npm start`, webpack.config.ts) and a plain express app
 * behind nginx (`npm run serve:prod`, `./standalone.ts`). A production build never contains it.
 * Relative imports only: both load this file through esbuild-register.
 */
import type { Application } from 'express';
import type Provider from 'oidc-provider';
import { setTokenVerifier, type TokenVerifier } from '../data/auth-tokens';
import { users } from '../data/db';
import { DEMO_PASSWORD } from '../data/fixtures/users';
import { testSwitches } from '../data/test-switches';
import { handlers } from '../handlers';
import {
  createIdentityProvider,
  currentAccessTokenTtl,
  mountIdentityProvider,
  OIDC_PATH,
  tokenLifetimesFromEnv,
} from '../../identity-provider/index';
import { clearCspReports, mountCspReports } from './csp-reports';
import { faultSwitchHandler } from './fault-switch';
import { mswMiddleware } from './msw-bridge';
import { MAILBOX_PATH, mountDevMailbox } from './dev-mailbox';
import { mountTestRoutes, TEST_PATH } from './test-routes';
import { runReminders, setReminderOrigin } from '../../main-api/data/reminders';

export const API_PATH = '/api';

export interface DevBackend {
  mount(app: Application): void;
  provider: Provider;
}

/** Looks an opaque access token up in the provider; null when unknown, expired or revoked. */
export function providerTokenVerifier(provider: Provider): TokenVerifier {
  return async (token) => {
    if (!token) return null;
    const accessToken = await provider.AccessToken.find(token);
    if (!accessToken || accessToken.isExpired || !accessToken.accountId) return null;
    const iat = accessToken.iat ?? 0;
    const exp = accessToken.exp ?? 0;
    const issuedAtMs = accessToken.extra?.issued_at_ms;
    const authTime = accessToken.extra?.auth_time;
    return {
      sub: accessToken.accountId,
      issuedAt: typeof issuedAtMs === 'number' ? issuedAtMs : iat * 1000,
      expiresAt: exp * 1000,
      // TRUST-10: when the user signed in (s in the token), for changes that need it recent.
      ...(typeof authTime === 'number' ? { authTime: authTime * 1000 } : {}),
    };
  };
}

/** `MOCK_API_LATENCY_MS`: delay of every mock API answer in the dev server (default 0). */
function latencyFromEnv(): number {
  const raw = process.env.MOCK_API_LATENCY_MS;
  const value = raw ? Number(raw) : 0;
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`MOCK_API_LATENCY_MS must be ms >= 0, got "${raw}"`);
  return value;
}

/** `REMINDER_INTERVAL_S`: how often the reminder scheduler runs (default 300 s; 0: only by switch). */
function reminderIntervalFromEnv(): number {
  const raw = process.env.REMINDER_INTERVAL_S;
  const value = raw ? Number(raw) : 300;
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`REMINDER_INTERVAL_S must be seconds >= 0, got "${raw}"`);
  return value;
}

/** `origin`: the public origin the browser sees (the issuer's origin), not the backend's own port. */
export async function createDevBackend({ origin }: { origin: string }): Promise<DevBackend> {
  const lifetimes = tokenLifetimesFromEnv();
  const latencyMs = latencyFromEnv();
  const applyDefaults = () => {
    testSwitches.latencyMs = latencyMs;
  };
  applyDefaults();
  const provider = await createIdentityProvider({ origin, lifetimes });
  setTokenVerifier(providerTokenVerifier(provider));
  // REM-1: the main API's reminder scheduler, on the scheduler clock (the `reminderClock` switch).
  setReminderOrigin(origin);
  const reminderInterval = reminderIntervalFromEnv();
  if (reminderInterval > 0) {
    setInterval(() => {
      try {
        runReminders();
      } catch (error) {
        console.error('[dev-backend] reminder scheduler failed', error);
      }
    }, reminderInterval * 1000).unref();
  }

  const fixtureEmails = users
    .all()
    .map((user) => user.email)
    .join(', ');
  console.log(
    `[dev-backend] OpenID provider ${origin}${OIDC_PATH} (client epr-web, access token ${lifetimes.accessToken} s, ` +
      `refresh token ${lifetimes.refreshToken} s); APIs ${origin}${API_PATH}${latencyMs ? ` (+${latencyMs} ms)` : ''}; test switches ${origin}${TEST_PATH}/switches; ` +
      `mailbox ${origin}${MAILBOX_PATH}; ` +
      `users ${fixtureEmails} (password "${DEMO_PASSWORD}")`,
  );

  return {
    provider,
    mount(app) {
      mountTestRoutes(app, {
        effectiveAccessTokenTtl: () => currentAccessTokenTtl(lifetimes),
        applyDefaults: () => {
          applyDefaults();
          clearCspReports();
        },
      });
      mountCspReports(app);
      mountDevMailbox(app);
      mountIdentityProvider(app, provider, { appUrl: `${origin}/` });
      app.use(
        API_PATH,
        mswMiddleware(() => [faultSwitchHandler, ...handlers], origin),
      );
    },
  };
}
