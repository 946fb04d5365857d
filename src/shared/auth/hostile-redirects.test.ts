/**
 * TRUST-18: every redirect parameter the app reads (`redirectPath`, `goBackTo`, `nextLocation`)
 * against the shared hostile-input corpus and the classic open-redirect forms. Each value is
 * refused (the default destination) or becomes a plain path on this origin. The table below is
 * checked against the source: a query parameter named like a destination that the app reads
 * without being listed here fails the guard test. The identity provider's
 * `post_logout_redirect_uri` is checked end to end in `e2e/trust-output.spec.ts` (oidc-provider
 * does not load under jest).
 */
import fs from 'node:fs';
import path from 'node:path';
import { HOSTILE_INPUTS } from '../../../mocks/common/testing/hostile-inputs';
import { DEFAULT_REDIRECT_PATH, safeRedirectPath, safeReturnPath } from './safe-redirect';

const ORIGIN = 'https://app.example.eu';

/** Each redirect parameter with the guard its readers use; `null` is "refused". */
const REDIRECT_PARAMETERS: Record<string, (value: string) => string | null> = {
  // signup-loader.ts and the sign-in callback's state
  redirectPath: (value) => {
    const path = safeRedirectPath(value, ORIGIN);
    return path === DEFAULT_REDIRECT_PATH && value !== DEFAULT_REDIRECT_PATH ? null : path;
  },
  // companies-page.tsx
  goBackTo: (value) => safeReturnPath(value, ORIGIN),
  // company-page.tsx
  nextLocation: (value) => safeReturnPath(value, ORIGIN),
};

const OPEN_REDIRECTS = [
  'https://evil.example/',
  '//evil.example/',
  '/\\evil.example/',
  '/..//evil.example/',
  '/%2e%2e//evil.example/',
  'javascript:alert(1)',
  'https://app.example.eu@evil.example/',
  '/\uff0f\uff0fevil.example/',
];

const MUST_REFUSE = new Set([
  ...OPEN_REDIRECTS,
  ...OPEN_REDIRECTS.filter((v) => v.startsWith('/')).map((v) => `${ORIGIN}${v}`),
]);

const VALUES = [
  ...HOSTILE_INPUTS.flatMap(([, value]) => [value, `/${value}`]),
  ...OPEN_REDIRECTS,
  ...OPEN_REDIRECTS.map((value) => `${ORIGIN}${value.startsWith('/') ? value : `/${value}`}`),
];

/* eslint-disable no-control-regex */
const UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\\]/;
/* eslint-enable no-control-regex */

const cases = Object.entries(REDIRECT_PARAMETERS).flatMap(([name, guard]) =>
  VALUES.map((value) => [name, JSON.stringify(value).slice(0, 60), value, guard] as const),
);

describe('[TRUST-18] redirect parameters against the hostile-input corpus', () => {
  it.each(cases)(
    '[TRUST-18] %s = %s is refused or a plain path here',
    (_name, _shown, value, guard) => {
      const result = guard(value);
      // An address elsewhere, however written, is always refused; anything else may be.
      expect({ refused: result === null }).toEqual({
        refused: MUST_REFUSE.has(value) ? true : result === null,
      });
      if (result === null) return;
      // Accepted: a path of this origin that the router reads as a path again.
      expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
      expect(result).not.toMatch(UNSAFE);
      expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
      expect(result.split(/[?#]/)[0]!.split('/')).not.toContain('..');
    },
  );

  it('[TRUST-18] every destination-like query parameter the app reads is in the table above', () => {
    const root = path.join(__dirname, '..', '..');
    const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
    );
    const read = new Set(
      files.flatMap((file) =>
        [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/\.get\('([A-Za-z_]+)'\)/g)]
          .map((m) => m[1]!)
          .filter((name) => /redirect|back|next|return|continue|target|dest/i.test(name)),
      ),
    );
    expect([...read].sort()).toEqual(
      expect.arrayContaining(['goBackTo', 'nextLocation', 'redirectPath']),
    );
    expect([...read].filter((name) => !(name in REDIRECT_PARAMETERS))).toEqual([]);
  });
});
