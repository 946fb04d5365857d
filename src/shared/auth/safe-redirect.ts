/**
 * Keeps every post-sign-in destination on this app (TRUST-1). The check runs on the URL the
 * browser would actually go to, not on the text it was given: the input is resolved against the
 * origin with the URL parser (which removes dot segments, `%2e` dots included, and turns
 * backslashes into slashes), and the result must be of this origin and a path that the browser
 * and react-router read as a path again (one leading slash, never `//` or `/\`, even after
 * decoding and Unicode compatibility folding). Anything else becomes `/`.
 *
 * Before TRUST-1 `//` was looked for in the input only, so `/..//evil.example/` resolved to the
 * path `//evil.example/`, which react-router's `replace()` treats as an absolute URL.
 */
export const DEFAULT_REDIRECT_PATH = '/';

const MAX_LENGTH = 2048;

/** Percent-decoding until nothing changes (double encoding); a broken escape is refused. */
function decodeRepeatedly(value: string): string | null {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) return current;
      current = next;
    } catch {
      return null;
    }
  }
  return null;
}

/** Characters that make a path leave the origin or hide a segment in some parser. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/;

function isPlainPath(pathname: string): boolean {
  const decoded = decodeRepeatedly(pathname);
  if (decoded === null) return false;
  // NFKC folds look-alikes (fullwidth solidus, one-dot leader, ...) into what they imitate.
  for (const form of [pathname, decoded, decoded.normalize('NFKC')]) {
    if (!form.startsWith('/') || form.startsWith('//')) return false;
    if (UNSAFE_CHARACTERS.test(form)) return false;
    if (form.split('/').some((segment) => segment === '..' || segment === '.')) return false;
  }
  return true;
}

export function safeRedirectPath(input: unknown, origin = window.location.origin): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_LENGTH)
    return DEFAULT_REDIRECT_PATH;
  // Only a relative path is a destination; a scheme, a host or a bare word is not.
  if (!input.startsWith('/')) return DEFAULT_REDIRECT_PATH;
  // The raw text must not carry what the URL parser silently drops or rewrites.
  const decodedInput = decodeRepeatedly(input);
  if (decodedInput === null || UNSAFE_CHARACTERS.test(decodedInput)) return DEFAULT_REDIRECT_PATH;
  let url: URL;
  try {
    url = new URL(input, origin);
  } catch {
    return DEFAULT_REDIRECT_PATH;
  }
  if (url.origin !== origin || url.username !== '' || url.password !== '')
    return DEFAULT_REDIRECT_PATH;
  if (!isPlainPath(url.pathname)) return DEFAULT_REDIRECT_PATH;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The path as given to the router must resolve to the same place once more.
  try {
    const again = new URL(path, origin);
    if (again.origin !== origin || again.href !== url.href) return DEFAULT_REDIRECT_PATH;
  } catch {
    return DEFAULT_REDIRECT_PATH;
  }
  return path;
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
    const relative = `${url.pathname}${url.search}${url.hash}`;
    const path = safeRedirectPath(relative, origin);
    return path === DEFAULT_REDIRECT_PATH && relative !== DEFAULT_REDIRECT_PATH ? null : path;
  } catch {
    return null;
  }
}
