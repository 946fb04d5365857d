/**
 * The local OpenID Connect provider: `createIdentityProvider` builds it, `mountIdentityProvider`
 * serves it (its security headers, TRUST-16, then the interaction pages and the account pages,
 * then the provider's own endpoints) under `/oidc`.
 */
import type { Application } from 'express';
import type Provider from 'oidc-provider';
import { mountAccountPages } from './account-pages';
import { mountAddressPages } from './address-pages';
import { mountInteractions } from './interactions';
import { mountProviderPageHeaders } from './page-headers';
import { OIDC_PATH } from './provider';

export {
  createIdentityProvider,
  currentAccessTokenTtl,
  tokenLifetimesFromEnv,
  OIDC_PATH,
} from './provider';

export function mountIdentityProvider(
  app: Application,
  provider: Provider,
  { appUrl }: { appUrl: string },
): void {
  mountProviderPageHeaders(app, { redirectOrigins: [new URL(appUrl).origin] });
  mountInteractions(app, { provider, appUrl });
  mountAccountPages(app, { appUrl });
  mountAddressPages(app, { appUrl });
  app.use(OIDC_PATH, provider.callback());
}
