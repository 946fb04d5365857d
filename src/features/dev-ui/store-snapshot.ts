import { sanitizeTokens } from '@/shared/lib/sanitize-tokens';

/** A bearer header or a JWT (three base64url parts, the first a JSON object). */
const TOKEN_VALUE = /^Bearer\s|^eyJ[\w-]*\.[\w-]+\.[\w-]*$/;

function redactValues(value: unknown): unknown {
  if (typeof value === 'string') return TOKEN_VALUE.test(value) ? '<redacted>' : value;
  if (Array.isArray(value)) return value.map(redactValues);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValues(v)]));
  }
  return value;
}

/**
 * The store as JSON for the developer page: token-named keys redacted (the DevTools sanitizer),
 * and token-shaped values under any name too, should one ever reach the state.
 */
export const storeSnapshot = (state: unknown): string =>
  JSON.stringify(redactValues(sanitizeTokens(state)), null, 2);
