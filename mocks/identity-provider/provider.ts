/**
 * The local OpenID Connect provider of `npm start` (oidc-provider), issuer `${origin}/oidc`.
 *
 * - one public client (`epr-web`): authorization code + PKCE S256, refresh tokens (rotating);
 * - scopes `openid profile email offline_access`; accounts come from the mock db (`users`);
 * - our own branded interaction pages (`./interactions`), no consent page (first-party app);
 * - sign-out without a confirmation page; branded error pages, never a stack trace.
 *
 * Keys and cookie secrets are generated at start-up, in memory: a restart signs everybody out.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC, FindAccount, JWK } from 'oidc-provider';
import { config as appConfig } from '../../src/shared/config/config';
import { users } from '../common/data/db';
import { testSwitches } from '../common/data/test-switches';
import { negotiateLocale } from './i18n';
import { loadOidcProvider } from './load-oidc-provider';
import { accessTokenRevoked, mustSignInAgain } from './session-revocation';
import { errorPage, loggedOutPage, logoutPage } from './views';
import { UTM_KEYS } from '../../src/shared/contract/utm';

/** Mount path of the provider inside the dev server; the issuer is `${origin}${OIDC_PATH}`. */
export const OIDC_PATH = '/oidc';
/** Path of our interaction pages (below the provider's mount path, so its cookies reach them). */
export const INTERACTION_PATH = `${OIDC_PATH}/interaction`;

/** Authorization request parameters the provider keeps (unknown ones are dropped). */
export const MARKETING_PARAMS: readonly string[] = UTM_KEYS;
export const EXTRA_PARAMS = ['locale', 'forceRegistration', ...UTM_KEYS] as const;

function envSeconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number of seconds, got "${raw}"`);
  }
  return value;
}

export interface TokenLifetimes {
  /** Default access-token lifetime (s): `OIDC_ACCESS_TOKEN_TTL`, else 600. */
  accessToken: number;
  /** Refresh-token lifetime (s): `OIDC_REFRESH_TOKEN_TTL`, else 8 h. */
  refreshToken: number;
}

export function tokenLifetimesFromEnv(): TokenLifetimes {
  return {
    accessToken: envSeconds('OIDC_ACCESS_TOKEN_TTL', 600),
    refreshToken: envSeconds('OIDC_REFRESH_TOKEN_TTL', 8 * 60 * 60),
  };
}

/** Access-token lifetime in effect right now: the test switch wins over the default. */
export function currentAccessTokenTtl(lifetimes: TokenLifetimes): number {
  return testSwitches.accessTokenTtl ?? lifetimes.accessToken;
}

function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: `dev-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' } as JWK;
}

function pageLocale(ctx: KoaContextWithOIDC): ReturnType<typeof negotiateLocale> {
  const params = ctx.oidc?.params ?? {};
  return negotiateLocale({
    locale: params.locale,
    uiLocales: params.ui_locales,
    acceptLanguage: ctx.get('accept-language'),
  });
}

/**
 * TRUST-10: a refresh token from before the user's last password reset (`sessionsRevokedAt`) no
 * longer finds its account, which the provider answers with `invalid_grant`. `iiat` is when the
 * chain of rotated refresh tokens began (the sign-in), in whole seconds: a sign-in in the same
 * second as the reset counts as before it (signed out once more rather than left signed in).
 */
export function refreshTokenRevoked(
  token: { kind?: string; iiat?: number } | undefined,
  user: { sessionsRevokedAt?: number },
): boolean {
  if (token?.kind !== 'RefreshToken' || user.sessionsRevokedAt === undefined) return false;
  return (token.iiat ?? 0) * 1000 <= user.sessionsRevokedAt;
}

/**
 * The account of `sub` for the provider: its claims read again each time (names and address can
 * change while a session lives); `email_verified` only for an address whose mailbox was proven
 * (TRUST-10: a changed address only after its confirmation link, `accountLinks`).
 */
export const findAccount: FindAccount = (_ctx, sub, token) => {
  const user = users.findById(sub);
  if (!user) return undefined;
  if (refreshTokenRevoked(token as { kind?: string; iiat?: number } | undefined, user))
    return undefined;
  // TRUST-13: and an access token from before it no longer answers at the userinfo endpoint.
  if (accessTokenRevoked(token as Parameters<typeof accessTokenRevoked>[0], user)) return undefined;
  return {
    accountId: user.id,
    claims: () => {
      // Read again: names and email can change while a session lives (updateNames, updateEmail).
      const current = users.findById(sub) ?? user;
      return {
        sub: current.id,
        name: `${current.givenName} ${current.familyName}`.trim(),
        given_name: current.givenName,
        family_name: current.familyName,
        locale: current.locale,
        email: current.email,
        email_verified: current.emailVerified !== false,
      };
    },
  };
};

/**
 * What an access token carries besides the provider's own fields: its issue instant in ms and the
 * `auth_time` (s) of the sign-in behind it, from the authorization code it was exchanged for or
 * the refresh token it was renewed with (a rotated refresh token keeps the first sign-in's).
 */
export function accessTokenExtras(
  ctx:
    | {
        oidc?: {
          entities?: {
            AuthorizationCode?: { authTime?: number };
            RefreshToken?: { authTime?: number };
          };
        };
      }
    | undefined,
): { issued_at_ms: number; auth_time?: number } {
  const entities = ctx?.oidc?.entities;
  const authTime = entities?.AuthorizationCode?.authTime ?? entities?.RefreshToken?.authTime;
  return {
    issued_at_ms: Date.now(),
    ...(typeof authTime === 'number' ? { auth_time: authTime } : {}),
  };
}

export interface IdentityProviderOptions {
  /** Origin of the dev server, e.g. `http://localhost:8080`. */
  origin: string;
  lifetimes?: TokenLifetimes;
}

export async function createIdentityProvider({
  origin,
  lifetimes = tokenLifetimesFromEnv(),
}: IdentityProviderOptions): Promise<Provider> {
  const { default: ProviderClass, interactionPolicy } = await loadOidcProvider();
  const clientId = appConfig.oidc.clientId;
  const appUrl = `${origin}/`;

  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  // TRUST-13: a session older than the account's password reset or e-mail change asks again.
  policy
    .get('login')
    ?.checks.add(new Check('sessions_revoked', 'signed out everywhere', mustSignInAgain));
  // Sign-up requests (`forceRegistration=true`) always show our registration page, even when the
  // browser still has a session; the check is satisfied once this request's interaction signed in.
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('force_registration', 'registration was requested', (ctx) =>
        ctx.oidc.params?.forceRegistration === 'true' && !ctx.oidc.result?.login
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    );

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_name: 'EPR Compliance',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}/login`, `${origin}/silent-renew.html`],
        post_logout_redirect_uris: [`${origin}/`, `${origin}/logged-out`],
      },
    ],
    jwks: { keys: [signingKey()] },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'locale'],
      email: ['email', 'email_verified'],
    },
    // Put the granted profile/email claims in the ID token too, so the app has them without a
    // userinfo call (oidc-client-ts may still call userinfo).
    conformIdTokenClaims: false,
    extraParams: [...EXTRA_PARAMS],
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // No "Do you want to sign out?" question: the app already decided.
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(pageLocale(ctx), form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(pageLocale(ctx), appUrl);
        },
      },
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    // oidc-provider only issues refresh tokens for `offline_access` with `prompt=consent`; this
    // first-party single-page app gets them whenever its grant types allow it.
    issueRefreshToken: (_ctx, client) =>
      client.clientId === clientId && client.grantTypeAllowed('refresh_token'),
    // Exact issue instant (ms) so that `forbidTokensIssuedBefore: "now"` never catches a token
    // issued a few hundred milliseconds later in the same second; and the sign-in's `auth_time`,
    // which the account service reads for changes that need a recent sign-in (TRUST-10).
    extraTokenClaims: (ctx, token) =>
      token.kind === 'AccessToken' ? accessTokenExtras(ctx) : undefined,
    ttl: {
      AccessToken: () => currentAccessTokenTtl(lifetimes),
      AuthorizationCode: 60,
      IdToken: () => Math.max(currentAccessTokenTtl(lifetimes), 60),
      // A rotated refresh token keeps the lifetime of the first one: the chain ends after the TTL.
      RefreshToken: (ctx) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? Math.max(rotated.remainingTTL, 1) : lifetimes.refreshToken;
      },
      Interaction: 60 * 60,
      Session: Math.max(lifetimes.refreshToken, 24 * 60 * 60),
      Grant: Math.max(lifetimes.refreshToken, 24 * 60 * 60),
    },
    clientBasedCORS: (_ctx, requestOrigin, client) =>
      requestOrigin === origin ||
      (client.redirectUris ?? []).some((uri) => URL.parse(uri)?.origin === requestOrigin),
    findAccount,
    renderError: (ctx, out, error) => {
      const expired =
        out.error === 'invalid_request' && /interaction|session/i.test(out.error_description ?? '');
      // Details for the developer in the terminal; the page shows only the protocol error.
      const status = (error as { status?: number }).status ?? 500;
      if (status >= 500) console.error(`[oidc] ${ctx.method} ${ctx.path}:`, error);
      ctx.type = 'html';
      ctx.body = errorPage(pageLocale(ctx), {
        appUrl,
        expired,
        code: out.error,
        description: out.error_description,
      });
    },
  };

  const provider = new ProviderClass(`${origin}${OIDC_PATH}`, configuration);

  // Besides the registered post-logout URIs, accept any page of the app's own origin.
  const clientProto = provider.Client.prototype as {
    postLogoutRedirectUriAllowed(uri: string): boolean;
  };
  const registeredOnly = clientProto.postLogoutRedirectUriAllowed;
  clientProto.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(
    this: unknown,
    uri: string,
  ) {
    if (URL.parse(uri)?.origin === origin) return true;
    return registeredOnly.call(this, uri);
  };

  provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) => {
    console.error('[oidc] server error:', error);
  });

  return provider;
}
