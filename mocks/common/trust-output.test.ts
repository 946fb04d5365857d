/**
 * TRUST-14 (output and secrets): names in mail bodies, download names and the idempotency scope of
 * visitors. Unsubscribe tokens: `mocks/main-api/data/unsubscribe-tokens.test.ts`; feed secrets:
 * `mocks/main-api/handlers/calendar-feed.test.ts`, `scripts/nginx-config.test.ts`.
 */
import { config } from '../../src/shared/config/config';
import {
  contentDisposition,
  fileNameFromDisposition,
  safeFileName,
} from '../../src/shared/contract/content-disposition';
import { illegalContentDocs } from '../../src/shared/contract/main/illegal-content.docs';
import { testTokenFor } from './data/auth-tokens';
import { companies, outbox } from './data/db';
import { COMPANY_IDS } from './data/fixtures/companies';
import { USER_IDS } from './data/fixtures/users';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { MAIL_NAME_MAX, mailName } from './data/mail-name';

const { alpenglueck } = COMPANY_IDS;
const BIDI_ALL = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067'].concat([
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
]);

describe('[TRUST-14] names in mail bodies', () => {
  it.each([
    ['Nordlicht Versand GmbH', 'Nordlicht Versand GmbH'],
    ['Müller & Co. KG', 'Müller & Co. KG'],
    ['Prado Cumplimiento Ambiental S.L.', 'Prado Cumplimiento Ambiental S.L.'],
    ['Alpen\r\n\r\nYour account is locked', 'Alpen Your account is locked'],
    ['Evil\u2028Line\u2029Para\u0085Next', 'Evil Line Para Next'],
    ['Acme \u202egnp.exe', 'Acme gnp[.]exe'],
    ['Sign in at https://evil.example/login', 'Sign in at https[:]//evil[.]example/login'],
    ['www.evil.example', 'www[.]evil[.]example'],
    ['mail help@evil.example', 'mail help@evil[.]example'],
    ['ex\u200bample\u2060.com', 'example[.]com'],
    ['3.5 Tonnen', '3.5 Tonnen'],
  ])('[TRUST-14] %j is written as %j', (raw, expected) => {
    expect(mailName(raw)).toBe(expected);
  });

  it('[TRUST-14] a name is capped at 80 characters, the last an ellipsis', () => {
    const name = mailName('A'.repeat(200));
    expect(Array.from(name)).toHaveLength(MAIL_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
    expect(mailName('😀'.repeat(100)).endsWith('😀…')).toBe(true);
  });

  it('[TRUST-14] an invitation from a company named with a phishing paragraph stays one defanged name', async () => {
    companies.update(alpenglueck, {
      name: 'Alpenglück\r\n\r\nYour account is locked. Sign in at https://evil.example/login',
    });
    const response = await fetch(`${config.accountApiUrl}/companies/${alpenglueck}/invitations`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${testTokenFor(USER_IDS.owner)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: 'colleague@example.org', role: 'member' }),
    });
    expect(response.status).toBe(201);
    const mail = outbox.all().find((m) => m.kind === 'invitation')!;
    expect(mail.text).not.toMatch(/^Your account is locked/m);
    expect(mail.text).not.toContain('https://');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toContain('Alpenglück Your account is locked. Sign in at https[:]//evil[.]');
  });
});

describe('[TRUST-14] download names lose bidi controls', () => {
  it.each(BIDI_ALL.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase()}`, c]))(
    '[TRUST-14] %s is dropped by the header writer and by the reader',
    (_code, c) => {
      const name = `invoice${c}fdp.exe`;
      expect(safeFileName(name)).toBe('invoicefdp.exe');
      const header = contentDisposition(name);
      expect(header).not.toContain(encodeURIComponent(c));
      expect(fileNameFromDisposition(header, 'x')).toBe('invoicefdp.exe');
      // A server that did not clean it: the app still does.
      const raw = `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
      expect(fileNameFromDisposition(raw, 'x')).toBe('invoicefdp.exe');
    },
  );
});

describe('[TRUST-14] idempotency scope', () => {
  const notice = illegalContentDocs.submitIllegalContentNotice.example!.body;
  async function postNotice(key: string, address: string | null, query = '') {
    const headers = new Headers({
      'Content-Type': 'application/json',
      'Idempotency-Key': `"${key}"`,
    });
    if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
    const response = await fetch(`${config.mainApiUrl}/illegal-content-notices${query}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(notice),
    });
    return { status: response.status, replayed: response.headers.get('Idempotent-Replayed') };
  }

  it('[TRUST-14] two visitors with the same key each get their own answer; the same visitor a replay', async () => {
    expect(await postNotice('visitor-key-1', '203.0.113.7')).toEqual({
      status: 201,
      replayed: null,
    });
    expect(await postNotice('visitor-key-1', '198.51.100.9')).toEqual({
      status: 201,
      replayed: null,
    });
    expect(await postNotice('visitor-key-1', '203.0.113.7')).toEqual({
      status: 201,
      replayed: 'true',
    });
  });

  it('[TRUST-14] the query string is part of the key', async () => {
    expect((await postNotice('visitor-key-2', null)).replayed).toBeNull();
    expect((await postNotice('visitor-key-2', null, '?variant=1')).replayed).toBeNull();
    expect((await postNotice('visitor-key-2', null, '?variant=1')).replayed).toBe('true');
  });
});
