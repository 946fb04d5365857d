/**
 * TRUST-13: the provider's sign-in and registration pages are throttled per address and per
 * client address. The interaction routes run on express with a stand-in for oidc-provider (ESM
 * only, it does not load under jest): it hands out an interaction for any uid and "finishes" one
 * with a 303, as the provider's redirect would.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { http, passthrough } from 'msw';
import type Provider from 'oidc-provider';
import { server as mockServer } from '../common/node';
import { resetDb, users } from '../common/data/db';
import { testSwitches } from '../common/data/test-switches';
import { applySwitches } from '../common/server/test-routes';
import { mountInteractions } from './interactions';
import { SIGN_IN_LIMITS, tooManyAttempts } from './throttle';

const fakeProvider = {
  interactionDetails: async (req: express.Request) => ({
    uid: req.params.uid,
    prompt: { name: 'login', details: {} },
    params: { client_id: 'epr-web' },
  }),
  interactionFinished: async (_req: express.Request, res: express.Response) => {
    res.status(303).setHeader('Location', '/oidc/auth/resume').end();
  },
} as unknown as Provider;

async function serve(trustProxy?: string) {
  const app = express();
  if (trustProxy) app.set('trust proxy', trustProxy);
  mountInteractions(app, { provider: fakeProvider, appUrl: 'http://localhost:8080/' });
  const listener = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  mockServer.use(http.post(`${base}/*`, () => passthrough()));
  return { base, close: () => listener.close() };
}

let site: Awaited<ReturnType<typeof serve>>;
afterEach(() => site.close());

function post(
  path: 'login' | 'register',
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${site.base}/oidc/interaction/uid-1/${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const login = (email: string, password: string, headers?: Record<string, string>) =>
  post('login', { email, password, lang: 'en' }, headers);

const registration = (email: string, lang = 'en', headers?: Record<string, string>) =>
  post(
    'register',
    { givenName: 'Rita', familyName: 'Probe', email, password: 'Holzpferd-2026', lang },
    headers,
  );

describe('[TRUST-13] sign-in throttling', () => {
  beforeEach(async () => {
    site = await serve();
  });

  it('[TRUST-13] after 5 failed sign-ins of an address, the next attempt is refused with 429, Retry-After and the message, keeping the address, even with the right password', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.failedLoginsPerAddress.max; i += 1) {
      expect((await login('owner@example.com', `wrong-${i}`)).status).toBe(401);
    }
    const refused = await login('owner@example.com', 'demo');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const html = await refused.text();
    expect(html).toContain('Too many attempts. Try again in 15 minutes.');
    expect(html).toContain('value="owner@example.com"');
    // Another address from the same machine is still let in.
    expect((await login('newbie@example.com', 'demo')).status).toBe(303);
  });

  it('[TRUST-13] the message is in the page’s language', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.failedLoginsPerAddress.max; i += 1) {
      await login('owner@example.com', 'wrong');
    }
    const refused = await post('login', { email: 'owner@example.com', password: 'x', lang: 'de' });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(
      'Zu viele Versuche. Versuchen Sie es in 15 Minuten erneut.',
    );
  });

  it('[TRUST-13] failures below the limit are forgotten by a successful sign-in of the address', async () => {
    const max = SIGN_IN_LIMITS.failedLoginsPerAddress.max;
    for (let i = 0; i < max - 1; i += 1) await login('owner@example.com', 'wrong');
    expect((await login('owner@example.com', 'demo')).status).toBe(303);
    for (let i = 0; i < max - 1; i += 1) {
      expect((await login('owner@example.com', 'wrong')).status).toBe(401);
    }
    expect((await login('owner@example.com', 'demo')).status).toBe(303);
  });

  it('[TRUST-13] 20 failed sign-ins from one client address refuse every address from it; X-Forwarded-For is not believed without a proxy', async () => {
    const max = SIGN_IN_LIMITS.failedLoginsPerClientAddress.max;
    for (let i = 0; i < max; i += 1) {
      const spoofed = { 'X-Forwarded-For': `203.0.113.${i}` };
      expect((await login(`guess-${i}@example.com`, 'wrong', spoofed)).status).toBe(401);
    }
    const refused = await login('newbie@example.com', 'demo', {
      'X-Forwarded-For': '198.51.100.7',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('[TRUST-13] the test switch turns it off; the test reset clears the counts', async () => {
    const max = SIGN_IN_LIMITS.failedLoginsPerAddress.max;
    for (let i = 0; i < max; i += 1) await login('owner@example.com', 'wrong');
    expect((await login('owner@example.com', 'demo')).status).toBe(429);
    applySwitches({ signInThrottle: false });
    expect((await login('owner@example.com', 'wrong')).status).toBe(401);
    applySwitches({ signInThrottle: true });
    expect((await login('owner@example.com', 'demo')).status).toBe(429);
    resetDb();
    expect((await login('owner@example.com', 'demo')).status).toBe(303);
    expect(() => applySwitches({ signInThrottle: 'no' })).toThrow(/signInThrottle/);
    expect(testSwitches.signInThrottle).toBe(true);
  });
});

describe('[TRUST-13] sign-in throttling behind the proxy', () => {
  beforeEach(async () => {
    site = await serve('loopback');
  });

  it('[TRUST-13] behind nginx (trust proxy loopback) each forwarded client address has its own count', async () => {
    const max = SIGN_IN_LIMITS.failedLoginsPerClientAddress.max;
    const first = { 'X-Forwarded-For': '203.0.113.9' };
    for (let i = 0; i < max; i += 1) await login(`guess-${i}@example.com`, 'wrong', first);
    expect((await login('newbie@example.com', 'demo', first)).status).toBe(429);
    const other = { 'X-Forwarded-For': '198.51.100.7' };
    expect((await login('newbie@example.com', 'demo', other)).status).toBe(303);
  });
});

describe('[TRUST-13] registration throttling', () => {
  beforeEach(async () => {
    site = await serve();
  });

  it('[TRUST-13] the sixth registration from one client address within an hour is refused with 429 and the message; what was typed stays but the password', async () => {
    const max = SIGN_IN_LIMITS.registrationsPerClientAddress.max;
    for (let i = 0; i < max - 1; i += 1) {
      // TRUST-12: a registration answers with the check-mailbox page, not a signed-in redirect.
      expect((await registration(`new-${i}@example.com`)).status).toBe(200);
    }
    // A taken address answers like a new one (TRUST-12) and counts as an attempt as well
    // (probing for accounts).
    expect((await registration('owner@example.com')).status).toBe(200);
    const refused = await registration('late@example.com', 'fr');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(59 * 60);
    const html = await refused.text();
    expect(html).toContain('Trop de tentatives. Réessayez dans 60 minutes.');
    expect(html).toContain('value="late@example.com"');
    expect(html).toContain('value="Rita"');
    expect(html).not.toContain('Holzpferd-2026');
    expect(users.findByEmail('late@example.com')).toBeUndefined();
  });

  it('[TRUST-13] a form with mistakes does not count', async () => {
    const max = SIGN_IN_LIMITS.registrationsPerClientAddress.max;
    for (let i = 0; i < max + 2; i += 1) {
      expect((await registration('not-an-address')).status).toBe(400);
    }
    expect((await registration('fine@example.com')).status).toBe(200);
    expect(users.findByEmail('fine@example.com')).toBeDefined();
  });
});

describe('[TRUST-13] the throttling message', () => {
  it('[TRUST-13] says whole minutes, rounded up, at least one, in each language', () => {
    expect(tooManyAttempts('en', 30)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttempts('en', 61)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyAttempts('es', 600)).toBe(
      'Demasiados intentos. Vuelva a intentarlo dentro de 10 minutos.',
    );
    expect(tooManyAttempts('fr', 60)).toBe('Trop de tentatives. Réessayez dans 1 minute.');
  });
});
