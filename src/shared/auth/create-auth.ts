import type { AppConfig } from '@/shared/config/config';
import { AuthService } from './auth-service';
import type { AuthServiceOptions } from './auth-service-options';
import { createOidcSettings } from './oidc-settings';

/**
 * The session service with the sign-in library: a chunk of its own (`loadAuth`), which downloads
 * beside the language's texts while the loading screen is up, not before the first paint; and
 * alone, without the app, for a signed-out visit's redirect (`app/boot/sign-in-first.ts`).
 */
export function createAuthService(
  config: AppConfig,
  getLocale: () => string,
  options: Pick<AuthServiceOptions, 'redirectNavigator'> = {},
): AuthService {
  return new AuthService({ settings: createOidcSettings(config), getLocale, ...options });
}
