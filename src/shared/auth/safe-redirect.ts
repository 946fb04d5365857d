/**
 * Keeps every post-sign-in destination on this app: only a same-origin relative path survives,
 * anything else (`https://evil.example`, `//evil.example`, `/\evil.example`, `javascript:...`,
 * their percent-encoded or whitespace-padded variants) becomes `/`.
 */
export const DEFAULT_REDIRECT_PATH = '/';

function decodeRepeatedly(value: string): string {
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      current = next;
    } catch {
      return '\u0000';
    }
  }
  return current;
}

export function safeRedirectPath(input: unknown, origin = window.location.origin): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > 2048)
    return DEFAULT_REDIRECT_PATH;
  const decoded = decodeRepeatedly(input);
  // A path must start with exactly one slash; backslashes and control characters are how
  // browsers get talked into treating a "path" as another host.
  // eslint-disable-next-line no-control-regex
  if (!input.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(decoded))
    return DEFAULT_REDIRECT_PATH;
  if (decoded.startsWith('//') || input.startsWith('//')) return DEFAULT_REDIRECT_PATH;
  try {
    const url = new URL(input, origin);
    if (url.origin !== origin) return DEFAULT_REDIRECT_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_REDIRECT_PATH;
  }
}

/**
 * A return address handed to the account pages (`goBackTo`, `nextLocation`): an absolute URL of
 * this origin or a relative path, reduced to a safe path; anything else is `null`.
 */
export function safeReturnPath(
  input: string | null,
  origin = window.location.origin,
): string | null {
  if (!input) return null;
  try {
    const url = new URL(input, origin);
    if (url.origin !== origin) return null;
    const path = safeRedirectPath(`${url.pathname}${url.search}${url.hash}`, origin);
    return path;
  } catch {
    return null;
  }
}
