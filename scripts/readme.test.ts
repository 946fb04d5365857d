/**
 * HOUSE-1: the README is a front door, not a logbook. It stays short, every link into docs/
 * resolves (file and heading), the paths it names for a new page, rule and endpoint exist, and no
 * document keeps CI logs or commit hashes (history lives in git).
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder, read, root } from './testing/files';

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file: string) =>
  new Set(
    read(file)
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => slug(line.replace(/^#+ /, ''))),
  );

const links = (file: string) =>
  [...read(file).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((href) => !/^(https?:|mailto:|#)/.test(href));

const documents = ['README.md', ...filesUnder('docs', (name) => name.endsWith('.md'))];

describe('[HOUSE-1] the README and docs/', () => {
  it('[HOUSE-1] the README is at most 300 lines and names the two commands', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm run verify');
    expect(read('.ci/run')).toMatch(/npm run verify/);
  });

  it.each(documents)('[HOUSE-1] every relative link of %s resolves, headings included', (file) => {
    for (const href of links(file)) {
      const [target = '', anchor] = href.split('#');
      const resolved = path.join(path.dirname(file), decodeURIComponent(target));
      expect({ href, exists: fs.existsSync(path.join(root, resolved)) }).toEqual({
        href,
        exists: true,
      });
      if (anchor && resolved.endsWith('.md')) {
        expect({ href, anchor: anchorsOf(resolved).has(anchor) }).toEqual({ href, anchor: true });
      }
    }
  });

  it('[HOUSE-1] the paths the README gives for a new page, rule and endpoint exist', () => {
    const howTo = read('README.md').split('## How to add')[1]?.split('\n## ')[0] ?? '';
    const named = [...howTo.matchAll(/`((?:src|mocks|locales)\/[^`*<]+?)`/g)].map(
      (m) => m[1] ?? '',
    );
    expect(named.length).toBeGreaterThanOrEqual(6);
    for (const file of named)
      expect({ file, exists: fs.existsSync(path.join(root, file)) }).toEqual({
        file,
        exists: true,
      });
  });

  it.each(documents)('[HOUSE-1] %s keeps no CI log or commit hash', (file) => {
    const text = read(file);
    expect(text).not.toMatch(/fresh clone of `[0-9a-f]{7,40}`/);
    expect(text).not.toMatch(/\bcommit `?[0-9a-f]{7,40}\b/);
    expect(text).not.toMatch(/`[0-9a-f]{7}`/);
  });
});
