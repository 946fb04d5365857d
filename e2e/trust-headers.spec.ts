import type { Response } from '@playwright/test';
import { DASHBOARD_URL, PROVIDER_FORM_URL, USERS, signIn } from './support/auth';
import { cspReports } from './support/backend';
import { expect, test } from './support/fixtures';

/**
 * TRUST-16 behind nginx (the `prod` project): the identity provider's pages keep their own
 * security headers through the proxy, cannot be framed, and the app enforces Trusted Types.
 * mocks/identity-provider/page-headers.test.ts and scripts/nginx-config.test.ts test the pieces.
 */

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

/** Every value of header `name` (lower case) of `response`, one entry per header line. */
async function headerValues(response: Response, name: string): Promise<string[]> {
  return (await response.headersArray())
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value);
}

test.describe('[TRUST-16] security headers', () => {
  test('[TRUST-16] the provider’s sign-in page carries its own headers through nginx, and signing in still reaches the app', async ({
    page,
  }) => {
    const signInPage = page.waitForResponse(
      (r) => PROVIDER_FORM_URL.test(new URL(r.url()).pathname) && r.request().isNavigationRequest(),
    );
    await page.goto('/');
    const response = await signInPage;
    expect(response.status()).toBe(200);

    // One policy, the provider's: nginx adds none of the app's headers on /oidc.
    const policies = await headerValues(response, 'content-security-policy');
    expect(policies).toHaveLength(1);
    const csp = directives(policies[0]!);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'", new URL(page.url()).origin]);
    expect(csp['style-src']).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/)]);
    expect(await headerValues(response, 'x-frame-options')).toEqual(['DENY']);
    expect(await headerValues(response, 'x-content-type-options')).toEqual(['nosniff']);
    expect(await headerValues(response, 'referrer-policy')).toEqual(['no-referrer']);

    // The styles apply under the policy (the fixtures fail the test on any violation), and the
    // form's redirect back into the app is allowed by form-action.
    await expect(page.locator('.card')).toHaveCSS('border-radius', '8px');
    await signIn(page, USERS.owner.email);
    await expect(page).toHaveURL(DASHBOARD_URL, { timeout: 20_000 });
  });

  test('[TRUST-16] the provider’s sign-in page cannot be framed, not even by a page of its own origin', async ({
    page,
    consoleErrors,
  }) => {
    // Chromium logs the refusal: exactly the one this test provokes.
    consoleErrors.expect(
      /^Framing 'http:\/\/localhost:\d+\/' violates the following Content Security Policy directive: "frame-ancestors 'none'"/,
    );
    await page.goto('/');
    await expect(page).toHaveURL(PROVIDER_FORM_URL, { timeout: 20_000 });
    const signInUrl = page.url();

    // A page of the same origin (answered by the test, without any policy) that frames it.
    const framing = new URL('/__trust-16-framing', signInUrl).href;
    await page.route(framing, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>framing</title><iframe title="sign-in" src="${signInUrl}"></iframe>`,
      }),
    );
    const framed = page.waitForResponse((r) => r.url() === signInUrl);
    await page.goto(framing);
    expect((await framed).status()).toBe(200);

    // The browser got the page but shows its error document instead: nothing of the form, and
    // no document the same-origin parent could reach into (a shown sign-in page would be one).
    const frame = page.frameLocator('iframe[title="sign-in"]');
    await expect(frame.locator('input[name="email"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => document.querySelector('iframe')?.contentDocument ?? null),
    ).toBeNull();
  });

  test('[TRUST-16] the app enforces Trusted Types: a plain string into innerHTML is refused and reported', async ({
    browser,
    baseURL,
    request,
  }) => {
    // A context of its own, so the refusal this test provokes is not one of the watched page's.
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      const reports: string[] = [];
      await context.route('**/__csp-report', async (route) => {
        reports.push(route.request().postData() ?? '');
        await route.fulfill({ status: 204 });
      });
      await page.goto('/quickcheck');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const outcome = await page.evaluate(() => {
        try {
          document.createElement('div').innerHTML = '<img src=x>';
          return 'allowed';
        } catch (error) {
          return (error as Error).name;
        }
      });
      expect(outcome).toBe('TypeError');
      await expect.poll(() => reports.join('\n')).toContain('require-trusted-types-for');
      expect(await cspReports(request)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
