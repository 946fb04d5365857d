import { http, HttpResponse } from 'msw';
import type { INavigator, IWindow, NavigateParams, NavigateResponse } from 'oidc-client-ts';
import { config } from '@/shared/config/config';
import { testTokenFor } from '../../mocks/common/data/auth-tokens';

/**
 * A scripted identity provider for jest (the real local one, oidc-provider, runs under
 * `npm start` and in Playwright). oidc-client-ts does not verify ID token signatures (that is
 * the provider's job over TLS), so unsigned JWTs exercise every check it does make.
 */
const issuer = config.oidc.authority;

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
export const fakeJwt = (claims: Record<string, unknown>) =>
  `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url(claims)}.c2ln`;

export interface OidcScript {
  /** Subject of the next ID token; `null` leaves `sub` out. */
  sub: string | null;
  accessTokenLifetime: number;
  /**
   * What the refresh grant does: `fail` is the provider's refusal (`invalid_grant`); `networkDown`
   * and `serverError` (a proxy's 502 page) leave the provider unreachable (TRUST-6).
   */
  refresh: 'ok' | 'fail' | 'otherSubject' | 'networkDown' | 'serverError';
  tokenRequests: URLSearchParams[];
  /** Resolves the token endpoint's answer later (for concurrency tests). */
  delayRefresh: Promise<void> | null;
  /** The discovery document offers a check-session iframe (session monitoring). */
  checkSessionIframe: boolean;
  /** The discovery document cannot be fetched this many more times (provider unreachable). */
  discoveryFailures: number;
}

export const oidcScript: OidcScript = {
  sub: 'usr-owner-0001',
  accessTokenLifetime: 300,
  refresh: 'ok',
  tokenRequests: [],
  delayRefresh: null,
  checkSessionIframe: false,
  discoveryFailures: 0,
};

export function resetOidcScript() {
  Object.assign(oidcScript, {
    sub: 'usr-owner-0001',
    accessTokenLifetime: 300,
    refresh: 'ok',
    tokenRequests: [],
    delayRefresh: null,
    checkSessionIframe: false,
    discoveryFailures: 0,
  });
}

function tokens(sub: string | null, extra: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    iss: issuer,
    aud: config.oidc.clientId,
    iat: now,
    exp: now + 3600,
    name: 'Olivia Owner',
    email: 'owner@example.com',
    ...extra,
  };
  if (sub) claims.sub = sub;
  return {
    access_token: testTokenFor(sub ?? 'nobody', Date.now(), oidcScript.accessTokenLifetime),
    id_token: fakeJwt(claims),
    refresh_token: `rt-${oidcScript.tokenRequests.length}`,
    token_type: 'Bearer',
    expires_in: oidcScript.accessTokenLifetime,
    scope: 'openid profile email offline_access',
  };
}

export const oidcHandlers = [
  http.get(`${issuer}/.well-known/openid-configuration`, () => {
    if (oidcScript.discoveryFailures > 0) {
      oidcScript.discoveryFailures -= 1;
      return HttpResponse.error();
    }
    return HttpResponse.json({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/me`,
      jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/session/end`,
      revocation_endpoint: `${issuer}/token/revocation`,
      code_challenge_methods_supported: ['S256'],
      ...(oidcScript.checkSessionIframe ? { check_session_iframe: `${issuer}/session/check` } : {}),
    });
  }),
  http.post(`${issuer}/token`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    oidcScript.tokenRequests.push(form);
    if (form.get('grant_type') === 'refresh_token') {
      if (oidcScript.delayRefresh) await oidcScript.delayRefresh;
      if (oidcScript.refresh === 'fail')
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      if (oidcScript.refresh === 'networkDown') return HttpResponse.error();
      if (oidcScript.refresh === 'serverError')
        return HttpResponse.html('<h1>502 Bad Gateway</h1>', { status: 502 });
      return HttpResponse.json(
        tokens(oidcScript.refresh === 'otherSubject' ? 'usr-someone-else' : oidcScript.sub),
      );
    }
    return HttpResponse.json(tokens(oidcScript.sub));
  }),
  http.get(`${issuer}/me`, () =>
    HttpResponse.json({
      sub: oidcScript.sub ?? 'nobody',
      name: 'Olivia Owner',
      email: 'owner@example.com',
    }),
  ),
  http.post(`${issuer}/token/revocation`, () => new HttpResponse(null, { status: 200 })),
];

/** Records where the browser would have gone instead of going there. */
export class RecordingNavigator implements INavigator {
  urls: string[] = [];

  async prepare(): Promise<IWindow> {
    return {
      navigate: async (params: NavigateParams): Promise<NavigateResponse> => {
        this.urls.push(params.url);
        return { url: params.url };
      },
      close: () => undefined,
    };
  }

  async callback(): Promise<void> {}

  get last(): URL {
    return new URL(this.urls.at(-1)!);
  }
}
