import type { AppConfig } from '@/shared/config/config';
import { AuthService } from './auth-service';
import { createOidcSettings } from './oidc-settings';

/**
 * The session service with the sign-in library: a chunk of its own (`loadAuth`), which downloads
 * beside the language's texts while the loading screen is up, not before the first paint.
 */
export function createAuthService(config: AppConfig, getLocale: () => string): AuthService {
  return new AuthService({ settings: createOidcSettings(config), getLocale });
}
