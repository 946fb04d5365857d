/**
 * TRUST-12, the identity provider's pages behind the registration mails: confirming an address
 * (a GET changes nothing, the button does, once) and "Forgot password?" (the same answer whether
 * or not the address has an account; the reset mail only to an account).
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { http, passthrough } from 'msw';
import { server as mockServer } from '../common/node';
import { accountLinks } from '../account-service/data/account-links';
import { addressLinks } from '../account-service/data/address-verifications';
import { outbox, users } from '../common/data/db';
import { USER_IDS } from '../common/data/fixtures/users';
import { mountAddressPages } from './address-pages';
import { holdSignIn } from './registration';

async function serve() {
  const app = express();
  mountAddressPages(app, { appUrl: 'http://localhost:8080/' });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  mockServer.use(
    http.get(`${base}/*`, () => passthrough()),
    http.post(`${base}/*`, () => passthrough()),
  );
  return { base, close: () => server.close() };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const unverified = (email: string, locale: 'de' | 'en' = 'en') =>
  users.create({
    email,
    password: 'registered password',
    givenName: 'Nia',
    familyName: 'New',
    locale,
    emailVerified: false,
  });

let site: Awaited<ReturnType<typeof serve>>;
beforeEach(async () => {
  site = await serve();
});
afterEach(() => site.close());

describe('[TRUST-12] the address confirmation page', () => {
  it('[TRUST-12] opening the link changes nothing (mail scanners follow links); the button confirms, in the account’s language, once', async () => {
    const user = unverified('nia@example.org', 'de');
    const link = addressLinks.request(user.id);
    const url = `${site.base}/oidc/account/confirm-address/${link.id}`;
    const opened = await fetch(url);
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Adresse bestätigen');
    expect(html).toContain('nia@example.org');
    expect(users.findById(user.id)?.emailVerified).toBe(false);

    const confirmed = await fetch(url, form({ lang: 'de' }));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Adresse bestätigt');
    expect(users.findById(user.id)?.emailVerified).toBe(true);

    const again = await fetch(url, form({}));
    expect(again.status).toBe(410);
    expect((await fetch(url)).status).toBe(410);
  });

  it('[TRUST-12] "Continue" after confirming leads to the sign-in that waits for the account, else to the app', async () => {
    const user = unverified('waiting@example.org');
    holdSignIn('uid-waiting', user);
    const link = addressLinks.request(user.id);
    const done = await fetch(`${site.base}/oidc/account/confirm-address/${link.id}`, form({}));
    expect(await done.text()).toMatch(
      /href="\/oidc\/interaction\/uid-waiting" data-testid="continue-link"/,
    );

    const other = unverified('nobody-waits@example.org');
    const otherLink = addressLinks.request(other.id);
    const otherDone = await fetch(
      `${site.base}/oidc/account/confirm-address/${otherLink.id}`,
      form({}),
    );
    expect(await otherDone.text()).toMatch(
      /href="http:\/\/localhost:8080\/" data-testid="continue-link"/,
    );
  });

  it('[TRUST-12] a link of a changed address, of a verified account or an unknown one proves nothing', async () => {
    const user = unverified('before@example.org');
    const link = addressLinks.request(user.id);
    users.update(user.id, { email: 'after@example.org' });
    expect(
      (await fetch(`${site.base}/oidc/account/confirm-address/${link.id}`, form({}))).status,
    ).toBe(410);
    expect(users.findById(user.id)?.emailVerified).toBe(false);
    expect(
      (await fetch(`${site.base}/oidc/account/confirm-address/deadbeef`, form({}))).status,
    ).toBe(410);
    const fixtureLink = addressLinks.request(USER_IDS.owner);
    expect(
      (await fetch(`${site.base}/oidc/account/confirm-address/${fixtureLink.id}`, form({}))).status,
    ).toBe(410);
  });
});

describe('[TRUST-12] forgot password', () => {
  const forgot = () => `${site.base}/oidc/account/forgot-password`;

  it('[TRUST-12] answers the same for an address with and without an account, and mails the reset link only to the account', async () => {
    const known = await fetch(forgot(), form({ email: 'outdated@example.com', lang: 'en' }));
    const unknown = await fetch(forgot(), form({ email: 'nobody@example.com', lang: 'en' }));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownHtml = await known.text();
    expect(knownHtml).toContain('If an account exists for outdated@example.com');
    expect((await unknown.text()).replace(/nobody/g, 'outdated')).toBe(knownHtml);

    const mails = outbox.all();
    expect(mails.map((m) => [m.to, m.kind])).toEqual([['outdated@example.com', 'passwordReset']]);
    // The existing reset mail, in the account's language, with its one-hour link.
    expect(mails[0]!.subject).toBe('Passwort für EPR Compliance zurücksetzen');
    expect(mails[0]!.links[0]!.url).toMatch(/\/oidc\/account\/password-reset\/[0-9a-f]{32}$/);
  });

  it('[TRUST-12] a bad address gets a clear message and keeps what was typed', async () => {
    const page = await fetch(forgot(), form({ email: 'not an address', lang: 'en' }));
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('Enter a valid email address');
    expect(html).toContain('value="not an address"');
    expect(html).toContain('aria-invalid="true"');
    expect(outbox.all()).toEqual([]);
  });

  it('[TRUST-12] leads back to the sign-in form it came from', async () => {
    const html = await (await fetch(`${forgot()}?lang=en&interaction=abc-123`)).text();
    expect(html).toContain('href="/oidc/interaction/abc-123?mode=login&amp;lang=en"');
    expect(html).toContain('name="interaction" value="abc-123"');
  });

  it('[TRUST-12] the owner of a squatted address gets back in: a reset link proves the mailbox and replaces the squatter’s password', async () => {
    const squatted = unverified('victim@example.org');
    await fetch(forgot(), form({ email: 'victim@example.org' }));
    const url = outbox.all().find((m) => m.to === 'victim@example.org')!.links[0]!.url;
    const token = url.split('/').at(-1)!;
    expect(accountLinks.resetPassword(token, 'the real owner').ok).toBe(true);
    expect(users.findById(squatted.id)).toMatchObject({
      password: 'the real owner',
      emailVerified: true,
    });
    expect(users.findById(USER_IDS.outdated)?.emailVerified).toBeUndefined();
  });
});
