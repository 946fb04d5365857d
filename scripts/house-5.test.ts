/**
 * HOUSE-5: rooms that show the architecture. No file of the mock backend is over 300 lines (its
 * tests included; the ESLint `max-lines` rule holds the production code of `src/` and `mocks/`),
 * and a feature folder of more than a dozen files keeps them in `routes/`, `components/` and
 * `api/`. What stays outside is listed below with its reason (docs/house-5.md).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder, read, root } from './testing/files';

const MAX_LINES = 300;
/** A feature folder with more files than this keeps them in rooms. */
const ROOMY = 12;
const ROOMS = ['routes/', 'components/', 'api/'];

/**
 * Feature files outside the rooms, by path prefix, and why. An entry that no longer matches a
 * file fails the test, so the list shrinks as folders move. Empty since every feature moved; a
 * folder that cannot move yet is listed here with its reason.
 */
const OUTSIDE_ROOMS: Record<string, string> = {};

/** Lines as `wc -l` counts them (and ESLint's `max-lines` with blank and comment lines). */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function overLong(files: readonly { file: string; text: string }[]): string[] {
  return files
    .filter(({ text }) => lineCount(text) > MAX_LINES)
    .map(({ file, text }) => `${file}: ${lineCount(text)}`);
}

/** The files of a feature folder that break the rooms rule and are not allowed by `allowed`. */
function outsideRooms(
  feature: string,
  files: readonly string[],
  allowed: Readonly<Record<string, string>>,
): string[] {
  if (files.length <= ROOMY) return [];
  return files.filter((file) => {
    const inFeature = file.slice(feature.length + 1);
    if (ROOMS.some((room) => inFeature.startsWith(room))) return false;
    return !Object.keys(allowed).some((prefix) => file.startsWith(prefix));
  });
}

/** The ESLint rules that apply to a file, as `eslint --print-config` resolves them. */
function eslintRulesFor(file: string): Record<string, unknown> {
  const bin = path.join(root, 'node_modules/.bin/eslint');
  const out = execFileSync(bin, ['--print-config', file], { cwd: root, encoding: 'utf8' });
  return (JSON.parse(out) as { rules: Record<string, unknown> }).rules;
}

const features = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/features/${entry.name}`);

describe('[HOUSE-5] rooms that show the architecture', () => {
  it('[HOUSE-5] no TypeScript file in mocks/ is over 300 lines', () => {
    const files = filesUnder('mocks')
      .filter((file) => file.endsWith('.ts'))
      .map((file) => ({ file, text: read(file) }));
    expect(files.length).toBeGreaterThan(100);
    expect(overLong(files)).toEqual([]);
  });

  it('[HOUSE-5] ESLint holds production code in src/ and mocks/ to 300 lines, tests not', () => {
    const limit = [2, { max: 300, skipBlankLines: false, skipComments: false }];
    expect(eslintRulesFor('src/domain/obligations.ts')['max-lines']).toEqual(limit);
    expect(eslintRulesFor('mocks/main-api/data/licensing.ts')['max-lines']).toEqual(limit);
    expect(eslintRulesFor('mocks/main-api/data/reminders.test.ts')['max-lines']).toBeUndefined();
  }, 60_000);

  it('[HOUSE-5] the line count is wc -l: 300 lines pass, 301 fail', () => {
    const lines = (n: number) => 'x\n'.repeat(n);
    expect(overLong([{ file: 'a.ts', text: lines(300) }])).toEqual([]);
    expect(overLong([{ file: 'b.ts', text: lines(301) }])).toEqual(['b.ts: 301']);
    expect(overLong([{ file: 'c.ts', text: `${lines(300)}x` }])).toEqual(['c.ts: 301']);
  });

  it('[HOUSE-5] a feature folder of more than 12 files keeps them in routes/, components/ and api/', () => {
    const misplaced = features.flatMap((feature) =>
      outsideRooms(feature, filesUnder(feature), OUTSIDE_ROOMS),
    );
    expect(misplaced).toEqual([]);
  });

  it('[HOUSE-5] a file beside the rooms of a big feature is found; a small feature is free', () => {
    const big = [
      ...Array.from({ length: 12 }, (_, i) => `src/features/x/components/c${i}.tsx`),
      'src/features/x/routes/page.tsx',
      'src/features/x/helper.ts',
    ];
    expect(outsideRooms('src/features/x', big, {})).toEqual(['src/features/x/helper.ts']);
    expect(outsideRooms('src/features/x', big, { 'src/features/x/helper': 'why' })).toEqual([]);
    expect(outsideRooms('src/features/y', ['src/features/y/helper.ts'], {})).toEqual([]);
  });

  it('[HOUSE-5] every entry of the allow-list still names files outside the rooms, with a reason', () => {
    for (const [prefix, reason] of Object.entries(OUTSIDE_ROOMS)) {
      const feature = features.find((f) => prefix.startsWith(`${f}/`));
      const files = feature ? filesUnder(feature) : [];
      const outside = outsideRooms(feature ?? prefix, files, {}).filter((f) =>
        f.startsWith(prefix),
      );
      expect({ prefix, outside: outside.length > 0 }).toEqual({ prefix, outside: true });
      expect(reason.length).toBeGreaterThan(20);
    }
  });
});
