/**
 * Trust defences of the mock APIs at the HTTP level (plain fetch, no store): TRUST-8 (mails and
 * downloads) and TRUST-11 (path parameters).
 */
import { testTokenFor } from './data/auth-tokens';
import { COMPANY_IDS } from './data/fixtures/companies';
import { USER_IDS } from './data/fixtures/users';
import { config } from '../../src/shared/config/config';
import { isUnsafePathParameter, pathFor, pathSegment } from '../../src/shared/contract/endpoint';
import { companyPaths, paths } from '../../src/shared/paths';
import {
  contentDisposition,
  fileNameFromDisposition,
} from '../../src/shared/contract/content-disposition';
import { documents, documentsOf } from '../main-api/data/documents';
import { companies, outbox, resetDb, users } from './data/db';
import { MAIL_RATE_LIMITS } from './data/mail-rate-limit';
import { testSwitches } from './data/test-switches';

const { alpenglueck } = COMPANY_IDS;

async function call(url: string, init: { method?: string; body?: unknown; userId?: string } = {}) {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set('Authorization', `Bearer ${testTokenFor(init.userId ?? USER_IDS.owner)}`);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}

describe('[TRUST-11] dot segments in path parameters', () => {
  it.each(['..%2F..%2Fadmin', '..%2f', '%2e%2e%2F', '..%5C..', '%252e%252e%252f', '.%2E%2Fx'])(
    '[TRUST-11] the mock API refuses the path parameter %s with 400',
    async (param) => {
      const account = await call(`${config.accountApiUrl}/companies/${param}`);
      expect(account.status).toBe(400);
      expect(account.body).toMatchObject({ fields: { id: 'invalid' } });
      const main = await call(`${config.mainApiUrl}/companies/${param}/documents`);
      expect(main.status).toBe(400);
    },
  );

  it('[TRUST-11] an ordinary id still passes', async () => {
    expect((await call(`${config.accountApiUrl}/companies/${alpenglueck}`)).status).toBe(200);
  });

  it.each(['..', '.', '../admin', '..\\admin', '%2e%2e', '%2E.', '%252e%252e', 'a/../b'])(
    '[TRUST-11] the app never builds a path with the parameter %j',
    (value) => {
      expect(isUnsafePathParameter(value)).toBe(true);
      expect(() => pathSegment(value)).toThrow('Refused path parameter');
      expect(() => pathFor({ path: '/companies/:id' }, { id: value })).toThrow();
      expect(() => companyPaths(value)).toThrow();
    },
  );

  it('[TRUST-11] ordinary values are encoded as one segment', () => {
    expect(pathFor({ path: '/companies/:id' }, { id: 'a b/c' })).toBe('/companies/a%20b%2Fc');
    expect(pathSegment('v1.2..x')).toBe('v1.2..x');
    expect(paths.invitation.href('c-1', 'i-1', 'a@b.example')).toContain('/invitations/c-1/i-1');
  });
});

describe('[TRUST-8] download names (RFC 6266 / RFC 5987)', () => {
  const hostile = 'Prüfbericht "Q1"; 2026\r\nSet-Cookie: x=1 – Übersicht.pdf';

  it('[TRUST-8] the header has an ASCII fallback and the UTF-8 name, and nothing breaks out', () => {
    const header = contentDisposition(hostile);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(
      /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+.^_`|~%-]+$/,
    );
    expect(header).toContain('filename="Prufbericht _Q1__ 2026 Set-Cookie_ x=1 _ Ubersicht.pdf"');
    expect(fileNameFromDisposition(header, 'x.pdf')).toBe(
      'Prüfbericht _Q1_; 2026 Set-Cookie_ x=1 – Übersicht.pdf',
    );
  });

  it.each([
    ['attachment; filename="plain.pdf"', 'plain.pdf'],
    ['attachment; filename=token.pdf', 'token.pdf'],
    [
      `attachment; filename="a.pdf"; filename*=UTF-8''%C3%9Cbersicht%20%E2%80%93%20Q1.pdf`,
      'Übersicht – Q1.pdf',
    ],
    [`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`, '_.._etc_passwd'],
    ['attachment; filename="\\"esc\\".pdf"', '_esc_.pdf'],
    ['attachment', 'fallback.pdf'],
    [null, 'fallback.pdf'],
  ])('[TRUST-8] the app reads %j as %j', (header, expected) => {
    expect(fileNameFromDisposition(header, 'fallback.pdf')).toBe(expected);
  });

  it('[TRUST-8] the documents API sends a name with quotes, line breaks and non-ASCII characters safely', async () => {
    const document = documentsOf(alpenglueck)[0]!;
    documents.update(document.id, { fileName: hostile });
    const response = await fetch(
      `${config.mainApiUrl}/companies/${alpenglueck}/documents/${document.id}/file`,
      { headers: { Authorization: `Bearer ${testTokenFor(USER_IDS.owner)}` } },
    );
    expect(response.status).toBe(200);
    const header = response.headers.get('Content-Disposition');
    expect(header).toBe(contentDisposition(hostile));
    expect(fileNameFromDisposition(header, 'x.pdf')).toBe(
      'Prüfbericht _Q1_; 2026 Set-Cookie_ x=1 – Übersicht.pdf',
    );
  });
});

describe('[TRUST-8] mail headers', () => {
  it('[TRUST-8] a company or inviter name with CR/LF never reaches a mail header', async () => {
    companies.update(alpenglueck, { name: 'Alpenglück\r\nBcc: everyone@evil.example' });
    users.update(USER_IDS.owner, { givenName: 'Eva\nX-Injected: 1' });
    const response = await call(`${config.accountApiUrl}/companies/${alpenglueck}/invitations`, {
      method: 'POST',
      body: { email: 'new.colleague@example.org', role: 'member' },
    });
    expect(response.status).toBe(201);
    const mail = outbox.all().find((m) => m.to === 'new.colleague@example.org')!;
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Alpenglück Bcc: everyone@evil[.]example');
    expect(mail.to).toBe('new.colleague@example.org');
  });
});

describe('[TRUST-8] mail-sending endpoints are rate-limited (429 with Retry-After)', () => {
  const subscribe = (email: string) =>
    fetch(`${config.mainApiUrl}/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, language: 'en', topics: ['deadlines'], consent: true }),
    });
  const invite = (email: string) =>
    call(`${config.accountApiUrl}/companies/${alpenglueck}/invitations`, {
      method: 'POST',
      body: { email, role: 'member' },
    });

  it('[TRUST-8] per address: the newsletter confirmation goes out 3 times an hour, then 429 with Retry-After', async () => {
    for (let i = 0; i < MAIL_RATE_LIMITS.perAddress.max; i += 1) {
      expect((await subscribe('victim@example.org')).status).toBe(204);
    }
    const refused = await subscribe('Victim@Example.org');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(await refused.json()).toMatchObject({ reason: 'rateLimited' });
    expect(outbox.all().filter((m) => m.to === 'victim@example.org')).toHaveLength(3);
    // another address is not affected
    expect((await subscribe('someone.else@example.org')).status).toBe(204);
  });

  it('[TRUST-8] per address: illegal-content confirmations too', async () => {
    const notice = (n: number) =>
      fetch(`${config.mainApiUrl}/illegal-content-notices`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          contentUrls: [`https://epr-platform.example/pros/ES/page-${n}`],
          category: 'scamsAndFraud',
          explanation: `Notice number ${n} about content that is illegal for a reason.`,
          notifierName: 'N',
          notifierEmail: 'victim@example.org',
          goodFaith: true,
          language: 'en',
        }),
      });
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await notice(n)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('[TRUST-8] per user: 20 invitations an hour, then 429', async () => {
    for (let i = 0; i < MAIL_RATE_LIMITS.perUser.max; i += 1) {
      expect((await invite(`colleague-${i}@example.org`)).status).toBe(201);
    }
    const refused = await invite('one-too-many@example.org');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(outbox.all().some((m) => m.to === 'one-too-many@example.org')).toBe(false);
  });

  it('[TRUST-8] resetDb clears the counts and the mailRateLimits switch turns them off', async () => {
    for (let i = 0; i < 4; i += 1) await subscribe('again@example.org');
    expect((await subscribe('again@example.org')).status).toBe(429);
    resetDb();
    expect((await subscribe('again@example.org')).status).toBe(204);
    testSwitches.mailRateLimits = false;
    try {
      for (let i = 0; i < 6; i += 1)
        expect((await subscribe('again@example.org')).status).toBe(204);
    } finally {
      testSwitches.mailRateLimits = true;
    }
  });
});
