/**
 * HOUSE-5: `src/shared/` holds what several parts of the product share (the contract, the APIs,
 * auth, i18n, forms, ui, ...), not what one feature owns. A module that only one feature imports
 * (no other feature, no app, domain, mocks or test support, and no other shared module that
 * would make it part of its machinery) belongs in that feature. Imports are read as written (`@/shared/...` and relative paths).
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder, read, root } from './testing/files';

const SOURCE = /\.(ts|tsx|mjs)$/;

const sourcesUnder = (dir: string) => filesUnder(dir, (name) => SOURCE.test(name));

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join('src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return null;
  for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx', ''])
    if (
      fs.existsSync(path.join(root, base + ext)) &&
      fs.statSync(path.join(root, base + ext)).isFile()
    )
      return path.normalize(base + ext);
  return null;
}

/** Who imports a file, as the part of the product it belongs to ("features/team", "mocks", ...). */
const partOf = (file: string) => {
  const parts = file.split(path.sep);
  if (parts[0] === 'src' && parts[1] === 'features') return `features/${parts[2]}`;
  if (parts[0] === 'src') return parts[1] === 'shared' ? 'shared' : `src/${parts[1]}`;
  return parts[0]!;
};

function importersByModule(): Map<string, Set<string>> {
  const importers = new Map<string, Set<string>>();
  const all = ['src', 'mocks', 'scripts', 'e2e'].flatMap(sourcesUnder);
  for (const file of all) {
    const text = read(file);
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = resolve(file, m[1]!);
      if (!target || !target.startsWith(`src${path.sep}shared${path.sep}`)) continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target)!.add(partOf(file));
    }
  }
  return importers;
}

/** One feature's module in shared/ anyway, with the reason. */
const ALLOWED: Record<string, string> = {};

/** The shared modules only one feature imports, and no other shared module. */
function ownedByOneFeature(importers: Map<string, Set<string>>): string[] {
  return [...importers.entries()]
    .filter(
      ([file]) =>
        !file.includes('.test.') && !file.startsWith(path.join('src', 'shared', 'contract')),
    )
    .filter(([, parts]) => {
      // Another shared module's part (a shared form's field, the calendar's ics) is shared.
      if (parts.has('shared')) return false;
      return parts.size === 1 && [...parts][0]!.startsWith('features/');
    })
    .map(([file]) => file)
    .filter((file) => !ALLOWED[file])
    .sort();
}

describe('[HOUSE-5] src/shared holds what is shared', () => {
  it('[HOUSE-5] no module in src/shared (the contract aside) is imported by one feature only', () => {
    expect(ownedByOneFeature(importersByModule())).toEqual([]);
  });

  it('[HOUSE-5] the check finds a shared module only one feature imports', () => {
    const one = new Map([[path.join('src', 'shared', 'ui', 'x.tsx'), new Set(['features/team'])]]);
    const two = new Map([
      [path.join('src', 'shared', 'ui', 'y.tsx'), new Set(['features/team', 'mocks'])],
    ]);
    expect(ownedByOneFeature(one)).toEqual([path.join('src', 'shared', 'ui', 'x.tsx')]);
    expect(ownedByOneFeature(two)).toEqual([]);
    // Part of another shared module's machinery: shared.
    const part = new Map([
      [path.join('src', 'shared', 'ui', 'z.tsx'), new Set(['features/team', 'shared'])],
    ]);
    expect(ownedByOneFeature(part)).toEqual([]);
  });
});
