/**
 * The repository's files as the scripts' checks walk them: paths relative to the repository root
 * (`src/features/x/y.ts`), so a check's findings and allow-lists read like `git ls-files`.
 */
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

/** A file's text, by its path relative to the repository. */
export const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/**
 * Every file under `dir` whose name `keep` accepts (all by default). `node_modules` is not
 * walked (installed packages are nobody's source); a folder that does not exist has no files.
 */
export function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(file, keep);
    return keep(entry.name) ? [file] : [];
  });
}
