/**
 * The identity provider's pages behind the account service's mail links: setting a new password
 * and confirming a new e-mail address, each link once.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { http, passthrough } from 'msw';
import { server as mockServer } from '../common/node';
import { accountLinks, emailChanges, passwordResets } from '../account-service/data/account-links';
import { users } from '../common/data/db';
import { USER_IDS } from '../common/data/fixtures/users';
import { mountAccountPages } from './account-pages';

async function serve() {
  const app = express();
  mountAccountPages(app, { appUrl: 'http://localhost:8080/' });
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

let site: Awaited<ReturnType<typeof serve>>;
beforeEach(async () => {
  site = await serve();
});
afterEach(() => site.close());

describe('password reset page', () => {
  it('[PROFILE-1] asks for a new password in the account’s language; a short one is refused; the link works once', async () => {
    const link = accountLinks.requestPasswordReset(USER_IDS.outdated);
    const url = `${site.base}/oidc/account/password-reset/${link.id}`;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Neues Passwort festlegen');
    expect(html).toContain('outdated@example.com');

    const short = await fetch(url, form({ password: 'kurz' }));
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('mindestens 8 Zeichen');
    expect(users.findById(USER_IDS.outdated)?.password).toBe('demo');

    const done = await fetch(url, form({ password: 'Holzpferd-2026' }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Passwort geändert');
    expect(users.findById(USER_IDS.outdated)?.password).toBe('Holzpferd-2026');
    expect(passwordResets.findById(link.id)?.usedAt).not.toBeNull();

    const again = await fetch(url);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('Dieser Link ist nicht mehr gültig');
  });

  it('[PROFILE-1] an expired or unknown link is explained (lang overrides)', async () => {
    const link = accountLinks.requestPasswordReset(USER_IDS.owner);
    passwordResets.update(link.id, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const expired = await fetch(`${site.base}/oidc/account/password-reset/${link.id}?lang=fr`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Ce lien a expiré');
    const unknown = await fetch(`${site.base}/oidc/account/password-reset/nope`);
    expect(unknown.status).toBe(410);
    expect(await unknown.text()).toContain('This link is no longer valid');
  });
});

describe('e-mail confirmation page', () => {
  it('[PROFILE-1][X-PROFILE-1] opening the link changes nothing; confirming does, once', async () => {
    const link = accountLinks.requestEmailChange(USER_IDS.owner, 'olivia@owner-family.example');
    const url = `${site.base}/oidc/account/confirm-email/${link.id}`;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('from owner@example.com to olivia@owner-family.example');
    expect(users.findById(USER_IDS.owner)?.email).toBe('owner@example.com');
    expect(accountLinks.pendingEmailOf(USER_IDS.owner)).toBe('olivia@owner-family.example');

    const done = await fetch(url, form({}));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your account now uses olivia@owner-family.example');
    expect(users.findById(USER_IDS.owner)?.email).toBe('olivia@owner-family.example');
    expect(accountLinks.pendingEmailOf(USER_IDS.owner)).toBeNull();
    expect((await fetch(url, form({}))).status).toBe(410);
  });

  it('[PROFILE-1] an address another account took meanwhile is refused (409)', async () => {
    const link = accountLinks.requestEmailChange(USER_IDS.owner, 'olivia@owner-family.example');
    users.update(USER_IDS.newbie, { email: 'olivia@owner-family.example' });
    const taken = await fetch(`${site.base}/oidc/account/confirm-email/${link.id}`, form({}));
    expect(taken.status).toBe(409);
    expect(users.findById(USER_IDS.owner)?.email).toBe('owner@example.com');
    expect(emailChanges.findById(link.id)?.confirmedAt).toBeNull();
  });
});
