const SECRET_KEY = /(^|_)(access|id|refresh)_?token$|^token$|^authorization$/i;

/** Copy of `value` with every token-like property replaced, for Redux DevTools. */
export function sanitizeTokens<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object') return value;
  // Deeper than any real state: hidden rather than risk showing a token.
  if (depth > 12) return '<truncated>' as T;
  if (Array.isArray(value)) return value.map((v) => sanitizeTokens(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SECRET_KEY.test(key) ? '<redacted>' : sanitizeTokens(v, depth + 1);
  }
  return out as T;
}
