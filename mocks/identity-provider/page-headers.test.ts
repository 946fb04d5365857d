/**
 * TRUST-16: the identity provider's own answers under `/oidc` carry their security headers, in
 * every environment (the provider sets them, not the proxy in front of it).
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { http, passthrough } from 'msw';
import type Provider from 'oidc-provider';
import { server as mockServer } from '../common/node';
import { accountLinks } from '../account-service/data/account-links';
import { USER_IDS } from '../common/data/fixtures/users';
import { mountIdentityProvider } from './index';
import { ADDRESS_CONFIRMATION_PATH, FORGOT_PASSWORD_PATH } from './account-page-paths';
import { checkMailboxPage } from './mailbox-views';
import { providerPageCsp } from './page-headers';
import { errorPage, loginPage, logoutPage } from './views';

const APP_URL = 'https://app.example.eu/';

/**
 * Stands in for oidc-provider's koa callback (an ESM package jest cannot load): like it, it writes
 * to the response express hands over, a page, a redirect and JSON.
 */
const providerStandIn = {
  interactionDetails: () => Promise.reject(new Error('no interaction cookie')),
  callback: () => (req: Request, res: Response) => {
    if (req.url.startsWith('/auth')) {
      res.writeHead(303, { Location: `${APP_URL}silent-renew.html?code=c` }).end();
    } else if (req.url.startsWith('/.well-known')) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    } else {
      res.writeHead(400, { 'Content-Type': 'text/html' }).end(errorPage('en', { appUrl: APP_URL }));
    }
  },
} as unknown as Provider;

async function serve() {
  const app = express();
  mountIdentityProvider(app, providerStandIn, { appUrl: APP_URL });
  app.get('/elsewhere', (_req, res) => {
    res.send('app');
  });
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

let site: Awaited<ReturnType<typeof serve>>;
beforeEach(async () => {
  site = await serve();
});
afterEach(() => site.close());

/** The CSP's directives by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const inline = (html: string, tag: 'style' | 'script') =>
  [...html.matchAll(new RegExp(`<${tag}>([^]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

describe('[TRUST-16] the identity provider’s security headers', () => {
  it('[TRUST-16] every answer under /oidc (interaction, account, provider pages, redirects, JSON) carries them', async () => {
    const reset = accountLinks.requestPasswordReset(USER_IDS.owner);
    const paths = [
      '/oidc/interaction/unknown-uid',
      `/oidc/account/password-reset/${reset.id}`,
      '/oidc/account/confirm-email/nope',
      '/oidc/session/end',
      '/oidc/auth?prompt=none',
      '/oidc/.well-known/openid-configuration',
    ];
    const seen: Record<string, unknown> = {};
    for (const path of paths) {
      const response = await fetch(`${site.base}${path}`, { redirect: 'manual' });
      const csp = directives(response.headers.get('content-security-policy'));
      seen[path] = {
        defaultSrc: csp['default-src'],
        frameAncestors: csp['frame-ancestors'],
        baseUri: csp['base-uri'],
        formAction: csp['form-action'],
        frameOptions: response.headers.get('x-frame-options'),
        nosniff: response.headers.get('x-content-type-options'),
        referrerPolicy: response.headers.get('referrer-policy'),
      };
    }
    const expected = {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'", 'https://app.example.eu'],
      frameOptions: 'DENY',
      nosniff: 'nosniff',
      referrerPolicy: 'no-referrer',
    };
    expect(seen).toEqual(Object.fromEntries(paths.map((path) => [path, expected])));
    // Only the provider's paths: the app's own answers keep theirs (nginx sets those).
    const app = await fetch(`${site.base}/elsewhere`);
    expect(app.headers.get('content-security-policy')).toBeNull();
    expect(app.headers.get('x-frame-options')).toBeNull();
  });

  it('[TRUST-16] the policy allows exactly the pages’ inline style and the sign-out page’s script, nothing else inline', async () => {
    const csp = directives(providerPageCsp(['https://app.example.eu']));
    const pages = [
      loginPage({
        locale: 'de',
        action: '/oidc/interaction/x/login',
        registerHref: '/r',
        quickcheckHref: '/quickcheck',
      }),
      logoutPage(
        'fr',
        '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"></form>',
      ),
      errorPage('es', { appUrl: APP_URL, expired: true }),
      await (await fetch(`${site.base}/oidc/account/confirm-email/nope`)).text(),
      // TRUST-12's pages share the same style sheet: a page with a style of its own would be
      // refused by the policy (seen once: the check-mailbox page's secondary button).
      checkMailboxPage({
        locale: 'en',
        email: 'new.hire@example.com',
        continueAction: '/oidc/interaction/x/continue',
        resendAction: '/oidc/interaction/x/resend',
        otherAccountHref: '/oidc/interaction/x?mode=login',
        message: { kind: 'status', text: 'Sent' },
      }),
      await (await fetch(`${site.base}/oidc${FORGOT_PASSWORD_PATH}?lang=de`)).text(),
      await (await fetch(`${site.base}/oidc${ADDRESS_CONFIRMATION_PATH}/nope`)).text(),
    ];
    for (const html of pages) {
      expect(inline(html, 'style')).toHaveLength(1);
      for (const style of inline(html, 'style')) expect(csp['style-src']).toEqual([hashOf(style)]);
      for (const script of inline(html, 'script'))
        expect(csp['script-src']).toEqual([hashOf(script)]);
      expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/i);
    }
    expect(inline(pages[1]!, 'script')).toHaveLength(1);
    expect(csp['style-src']).toHaveLength(1);
    expect(csp['script-src']).toHaveLength(1);
    expect(Object.values(csp).flat().join(' ')).not.toMatch(/unsafe|\*|data:/);
  });

  it('[TRUST-16] sign-in and sign-out may redirect the submitted form to the app’s origin, once', () => {
    expect(
      directives(providerPageCsp(['https://app.example.eu', 'https://app.example.eu']))[
        'form-action'
      ],
    ).toEqual(["'self'", 'https://app.example.eu']);
  });
});
