/**
 * HOUSE-3 / HOUSE-5: the one file walk the scripts' checks share (line counts, rooms, shared
 * modules, the pyramid, the README's links) sees what they need to see.
 */
import path from 'node:path';
import { filesUnder, read, root } from './files';

describe('[HOUSE-3][HOUSE-5] the scripts’ file walk', () => {
  it('[HOUSE-5] lists nested files relative to the repository, filtered by name', () => {
    const scripts = filesUnder('scripts');
    expect(scripts).toContain(path.join('scripts', 'testing', 'files.ts'));
    expect(scripts).toContain(path.join('scripts', 'house-5.test.ts'));
    const tests = filesUnder('scripts', (name) => name.endsWith('.test.ts'));
    expect(tests).toContain(path.join('scripts', 'testing', 'files.test.ts'));
    expect(tests).not.toContain(path.join('scripts', 'testing', 'files.ts'));
    expect(read(path.join('scripts', 'testing', 'files.ts'))).toContain(
      'export function filesUnder',
    );
    expect(path.isAbsolute(root)).toBe(true);
  });

  it('[HOUSE-5] a missing folder has no files; node_modules is never walked', () => {
    expect(filesUnder('no-such-folder')).toEqual([]);
    expect(filesUnder('.', (name) => name === 'package.json')).toEqual(['package.json']);
  });
});
