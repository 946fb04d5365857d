import fs from 'node:fs';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { setSwitches } from './support/backend';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expect, test } from './support/fixtures';

/**
 * The production build behind nginx (deploy/nginx.conf.template, `npm run serve:prod`): the `prod`
 * project runs these (nothing here is tagged @dev-smoke: the dev server sends none of these headers).
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

async function get(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  return request.get(path, { headers, maxRedirects: 0 });
}

/** `/assets/...` scripts of the app's HTML. */
async function assetsOf(request: APIRequestContext): Promise<string[]> {
  const html = await (await get(request, '/')).text();
  return [...html.matchAll(/src="?(\/assets\/[^"\s>]+\.js)/g)].map((m) => m[1]!);
}

/** The CSP's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test.describe('production serving', () => {
  test('[PROD-1] hashed assets are cached for a year; index.html, runtime-config.js and silent-renew.html never', async ({
    request,
  }) => {
    const assets = await assetsOf(request);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset).toMatch(/\.[0-9a-f]{10}\.js$/);
      const response = await get(request, asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
      expect(response.headers()['content-type'], asset).toContain('application/javascript');
    }

    for (const path of ['/', '/index.html', `/companies/${COMPANIES.alpenglueck.id}/dashboard`]) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
      expect(response.headers()['cache-control'], path).toBe('no-store');
    }
    for (const path of ['/runtime-config.js', '/silent-renew.html']) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(response.headers().etag, path).toBeTruthy();
    }

    // A hashed name that does not exist is a 404, never the app's HTML, and is not cached.
    const missing = await get(request, '/assets/main.0123456789.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBeUndefined();
    expect(missing.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('[PROD-1] source maps are built for the error monitor but never served; scripts do not point to them', async ({
    request,
  }) => {
    const assets = await assetsOf(request);
    for (const asset of assets) {
      expect(await (await get(request, asset)).text(), asset).not.toMatch(
        /^\/\/# sourceMappingURL=/m,
      );
      const map = await get(request, `${asset}.map`);
      expect(map.status(), `${asset}.map`).toBe(404);
      expect(await map.text()).not.toContain('"mappings"');
    }
  });

  test('[PROD-1] text answers are compressed: brotli when the module is installed, else gzip', async ({
    request,
  }) => {
    const [asset] = await assetsOf(request);
    const gzip = await get(request, asset!, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers().vary).toContain('Accept-Encoding');
    const html = await get(request, '/', { 'Accept-Encoding': 'gzip' });
    expect(html.headers()['content-encoding']).toBe('gzip');
    const api = await get(request, '/api/config/features', { 'Accept-Encoding': 'gzip' });
    expect(api.status()).toBe(200);

    const br = await get(request, asset!, { 'Accept-Encoding': 'br, gzip' });
    expect(br.headers()['content-encoding']).toBe(fs.existsSync(BROTLI_MODULE) ? 'br' : 'gzip');
  });

  test('[PROD-1] security headers: nosniff, referrer policy, permissions policy, framing, COOP/CORP; no HSTS on http', async ({
    request,
  }) => {
    const [asset] = await assetsOf(request);
    for (const path of ['/', asset!, '/runtime-config.js', '/silent-renew.html']) {
      const headers = (await get(request, path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['permissions-policy'], path).toContain('geolocation=()');
      expect(headers['permissions-policy'], path).toContain('microphone=()');
      expect(headers['permissions-policy'], path).toContain('payment=()');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      // HSTS only over https (the template sets it for https; the local stack is http).
      expect(headers['strict-transport-security'], path).toBeUndefined();
      expect(headers.server, path).toBe('nginx');
    }
    expect((await get(request, '/')).headers()['x-frame-options']).toBe('DENY');
    expect((await get(request, '/silent-renew.html')).headers()['x-frame-options']).toBe(
      'SAMEORIGIN',
    );
    // The backend's answers pass through with its own headers (no app CSP on the provider).
    const discovery = await get(request, '/oidc/.well-known/openid-configuration');
    expect(discovery.status()).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(
      `${new URL(discovery.url()).origin}/oidc`,
    );
    expect(discovery.headers()['x-powered-by']).toBeUndefined();
  });

  test('[PROD-2] the app is served with a strict CSP and a new style nonce per response, also in its HTML', async ({
    request,
  }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const response = await get(request, '/');
      const csp = directives(response.headers()['content-security-policy'] ?? '');
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toHaveLength(2);
      expect(csp['style-src']![0]).toBe("'self'");
      const nonce = /^'nonce-([0-9a-f]{32})'$/.exec(csp['style-src']![1]!)?.[1];
      expect(nonce, 'style-src nonce').toBeTruthy();
      expect(csp['img-src']).toEqual(["'self'", 'data:']);
      expect(csp['font-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['report-uri']).toEqual(['/__csp-report']);
      const html = await response.text();
      expect(html).not.toContain('%CSP_NONCE%');
      expect(html).toMatch(new RegExp(`<meta name="?csp-nonce"? content="?${nonce}"?>`));
      nonces.add(nonce!);
    }
    expect(nonces.size, 'a new nonce for every response').toBe(2);

    const silent = directives(
      (await get(request, '/silent-renew.html')).headers()['content-security-policy'] ?? '',
    );
    expect(silent['default-src']).toEqual(["'none'"]);
    expect(silent['script-src']).toEqual(["'self'"]);
    expect(silent['frame-ancestors']).toEqual(["'self'"]);
  });

  test('[PROD-2][AUTH-12] without a refresh token the session is renewed through the silent-renew iframe under the CSP', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The refused first calls start the renewal; Chromium logs each 403 answer as an error. Which
    // calls go out before it ends depends on timing: the company switcher's list can be one.
    for (const path of [
      '/api/account/getUser',
      '/api/user/config/features',
      '/api/account/companies',
      '/api/account/applications/epr-web/companies',
      // The notification bell's count, when it goes out before the renewal ends (seen once).
      '/api/me/notifications',
    ]) {
      consoleErrors.expectFailedResponse(403, path);
    }
    await signInToDashboard(page, USERS.owner.email);
    // oidc-client-ts renews in a hidden iframe when the stored user has no refresh token.
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user:'))) {
        const user = JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>;
        delete user.refresh_token;
        sessionStorage.setItem(key, JSON.stringify(user));
      }
    });
    await setSwitches(request, { forbidTokensIssuedBefore: 'now' });
    const refreshRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/oidc/token' && r.postData()?.includes('refresh_token'))
        refreshRequests.push(r.url());
    });
    const silentCallback = page.waitForRequest(
      (r) => {
        const url = new URL(r.url());
        return url.pathname === '/silent-renew.html' && url.searchParams.has('code');
      },
      { timeout: 20_000 },
    );

    await page.reload();
    await silentCallback;
    await expect(page.getByTestId('current-company')).toContainText(COMPANIES.alpenglueck.name);
    await expect(
      page.getByRole('button', { name: `Account of ${USERS.owner.name}` }),
    ).toBeVisible();
    expect(refreshRequests).toEqual([]);
  });
});
