/**
 * TRUST-13: mail endpoints a signed-out visitor can call are limited per client address (IP) as
 * well as per recipient, so one machine cannot mail many addresses a few times each. The dev
 * backend's msw bridge tells the handlers the address express decided (never the client's own
 * header); jest's in-process requests set it themselves.
 */
import type { Request as ExpressRequest } from 'express';
import { config } from '../../src/shared/config/config';
import { testTokenFor } from './data/auth-tokens';
import { COMPANY_IDS } from './data/fixtures/companies';
import { USER_IDS } from './data/fixtures/users';
import { outbox, resetDb } from './data/db';
import { MAIL_RATE_LIMITS } from './data/mail-rate-limit';
import { testSwitches } from './data/test-switches';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { toFetchRequest } from './server/msw-bridge';

const from = (ip: string) => ({ [CLIENT_ADDRESS_HEADER]: ip });

const subscribe = (email: string, headers: Record<string, string>) =>
  fetch(`${config.mainApiUrl}/newsletter/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email, language: 'en', topics: ['deadlines'], consent: true }),
  });

const notice = (n: number, headers: Record<string, string>) =>
  fetch(`${config.mainApiUrl}/illegal-content-notices`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({
      contentUrls: [`https://epr-platform.example/pros/ES/page-${n}`],
      category: 'scamsAndFraud',
      explanation: `Notice number ${n} about content that is illegal for a reason.`,
      notifierName: 'N',
      notifierEmail: `notifier-${n}@example.org`,
      goodFaith: true,
      language: 'en',
    }),
  });

describe('[TRUST-13] visitor mail endpoints are limited per client address', () => {
  it('[TRUST-13] 10 visitor mails an hour from one client address, to as many addresses, then 429 with Retry-After; another client address is not affected', async () => {
    const max = MAIL_RATE_LIMITS.perClientAddress.max;
    for (let i = 0; i < max; i += 1) {
      expect((await subscribe(`victim-${i}@example.org`, from('203.0.113.5'))).status).toBe(204);
    }
    const refused = await subscribe('victim-x@example.org', from('203.0.113.5'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3_500);
    expect(await refused.json()).toMatchObject({ reason: 'rateLimited' });
    expect(outbox.all().some((m) => m.to === 'victim-x@example.org')).toBe(false);
    expect((await subscribe('victim-x@example.org', from('198.51.100.7'))).status).toBe(204);
  });

  it('[TRUST-13] the count is shared across the visitor endpoints (newsletter and illegal-content notices)', async () => {
    const max = MAIL_RATE_LIMITS.perClientAddress.max;
    for (let i = 0; i < max; i += 1) {
      expect((await subscribe(`reader-${i}@example.org`, from('203.0.113.6'))).status).toBe(204);
    }
    expect((await notice(1, from('203.0.113.6'))).status).toBe(429);
  });

  it('[TRUST-13] signed-in users are limited per user, not per client address (colleagues share an office address)', async () => {
    for (let i = 0; i < MAIL_RATE_LIMITS.perClientAddress.max; i += 1) {
      await subscribe(`visitor-${i}@example.org`, from('203.0.113.7'));
    }
    const invite = await fetch(
      `${config.accountApiUrl}/companies/${COMPANY_IDS.alpenglueck}/invitations`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${testTokenFor(USER_IDS.owner)}`,
          'Content-Type': 'application/json',
          ...from('203.0.113.7'),
        },
        body: JSON.stringify({ email: 'colleague@example.org', role: 'member' }),
      },
    );
    expect(invite.status).toBe(201);
  });

  it('[TRUST-13] the test reset clears the counts and the mailRateLimits switch turns them off', async () => {
    for (let i = 0; i < MAIL_RATE_LIMITS.perClientAddress.max; i += 1) {
      await subscribe(`again-${i}@example.org`, from('203.0.113.8'));
    }
    expect((await subscribe('again-x@example.org', from('203.0.113.8'))).status).toBe(429);
    testSwitches.mailRateLimits = false;
    expect((await subscribe('again-x@example.org', from('203.0.113.8'))).status).toBe(204);
    testSwitches.mailRateLimits = true;
    expect((await subscribe('again-y@example.org', from('203.0.113.8'))).status).toBe(429);
    resetDb();
    expect((await subscribe('again-y@example.org', from('203.0.113.8'))).status).toBe(204);
  });

  it('[TRUST-13] the msw bridge passes the client address express decided, never the one the client sent', async () => {
    const req = {
      ip: '203.0.113.9',
      socket: { remoteAddress: '127.0.0.1' },
      method: 'GET',
      originalUrl: '/api/main/newsletter',
      headers: { [CLIENT_ADDRESS_HEADER]: '10.0.0.1', accept: 'application/json' },
    } as unknown as ExpressRequest;
    const request = await toFetchRequest(req, 'http://localhost:8080');
    expect(request.headers.get(CLIENT_ADDRESS_HEADER)).toBe('203.0.113.9');
  });
});
