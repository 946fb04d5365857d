/**
 * TRUST-16: the security headers of everything the identity provider answers under `/oidc`, its
 * own pages (interaction, account, sign-out, error pages) and oidc-provider's endpoints alike.
 * Set by the provider itself so that they hold wherever it runs (dev server, behind nginx, a
 * real deployment), not by a proxy in front of it.
 */
import { createHash } from 'node:crypto';
import type { Application, NextFunction, Request, Response } from 'express';
import { OIDC_PATH } from './provider';
import { LOGOUT_SCRIPT, STYLES } from './views';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The pages' policy. Their only inline code is the shared style sheet and the sign-out page's
 * auto-submit, both static, so hashes suffice (no nonce to thread through oidc-provider's
 * renderers). `form-action` lists the app's origins because Chromium applies it to the redirects
 * after a submitted form too: sign-in and sign-out end in a redirect to the app.
 */
export function providerPageCsp(redirectOrigins: readonly string[]): string {
  const formTargets = ["'self'", ...new Set(redirectOrigins)].join(' ');
  return [
    "default-src 'none'",
    `style-src ${sha256(STYLES)}`,
    `script-src ${sha256(LOGOUT_SCRIPT)}`,
    `form-action ${formTargets}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function providerPageHeaders(redirectOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': providerPageCsp(redirectOrigins),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // The pages' URLs carry interaction ids, reset and confirmation tokens.
    'Referrer-Policy': 'no-referrer',
  };
}

/**
 * Sets the headers on every answer under `/oidc` before any page or endpoint runs; oidc-provider
 * (koa) writes to the same response and keeps them. The silent renew is not affected: its
 * authorization request is answered with a redirect, and browsers check framing only on the
 * document that is finally shown (the app's `/silent-renew.html`).
 */
export function mountProviderPageHeaders(
  app: Application,
  { redirectOrigins }: { redirectOrigins: readonly string[] },
): void {
  const headers = providerPageHeaders(redirectOrigins);
  app.use(OIDC_PATH, (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  });
}
