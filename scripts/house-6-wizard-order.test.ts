/**
 * HOUSE-6 (issue 34, docs/house-6-text-subsets.md): the licensing wizard and the representative's order load, for
 * their first paint, only the texts it shows: the wizard its country's first-step subset of the
 * licensing texts (`services-licensing-<country>`), the order and its next steps the stream names
 * (`reference-streams`), not all of `reference` (text subsets, src/shared/i18n/text-subsets.ts).
 * These checks fail when the whole namespace comes back, and when a file of the first paint uses
 * a text its subset does not hold (it would show as a bare key).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { staticGraph } from './testing/static-imports';
import { TEXT_SUBSETS } from '../src/shared/i18n/text-subsets';

const root = path.resolve(__dirname, '..');
type Navigation = { pattern: string; chain: { module: string; namespaces: string[] }[] };

/** A source file without its comments (a comment may name a key that no code uses). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The app's own source files a page imports before its first paint. */
async function ownFiles(page: string): Promise<{ file: string; text: string }[]> {
  const { files } = await staticGraph(page);
  return files
    .filter((file) => file.startsWith('src/') && /\.tsx?$/.test(file))
    .map((file) => ({ file, text: code(fs.readFileSync(path.join(root, file), 'utf8')) }));
}

/** The second-level keys of `licensing.` a file names (`licensing.wizard.title` -> `wizard`). */
const licensingKeys = (text: string) =>
  [...text.matchAll(/['`]licensing\.(\w+)[.'`]/g)].map((match) => match[1]!);

/** The real route tree, as `npm run size` reads it (route-tree.mjs, in Node: its import() of a
 * fresh bundle is not jest's). */
const readRouteTree = (): Navigation[] =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { readRouteTree } = await import('./scripts/route-tree.mjs'); process.stdout.write(JSON.stringify(await readRouteTree()));",
      ],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    ),
  ) as Navigation[];

let navigations: Navigation[];
beforeAll(() => {
  navigations = readRouteTree();
}, 120_000);
const namespacesOf = (pattern: string) =>
  navigations.find((n) => n.pattern === pattern)!.chain.flatMap((step) => step.namespaces);

describe('the wizard’s and the order’s first paint load only the texts they show (HOUSE-6)', () => {
  it.each(['de', 'at'] as const)(
    '[HOUSE-6][LIC-2] the %s wizard’s route loads its first step’s texts, not the whole licensing part',
    (country) => {
      const namespaces = namespacesOf(
        `/companies/:companyId?/${country}-licensing-process/process`,
      );
      expect(namespaces).toEqual(['services', `services-licensing-${country}`]);
    },
  );

  it.each([
    ['de', 'src/features/licensing/routes/de-wizard-page.tsx'],
    ['at', 'src/features/licensing/routes/at-wizard-page.tsx'],
  ] as const)(
    '[HOUSE-6][LIC-2] every licensing text the %s wizard’s first paint names is in its subset',
    async (country, page) => {
      const subset: readonly string[] = TEXT_SUBSETS[`services-licensing-${country}`].keys;
      const files = await ownFiles(page);
      const used = files.flatMap(({ file, text }) =>
        licensingKeys(text).map((key) => ({ file, key })),
      );
      // The check sees the texts: the step's own and the frame's.
      expect(used.map(({ key }) => key)).toEqual(expect.arrayContaining(['wizard', 'steps']));
      expect(used.filter(({ key }) => !subset.includes(key))).toEqual([]);
    },
    60_000,
  );

  it('[HOUSE-6][AME-1] the order and its next steps load the stream names, not all of `reference`', () => {
    for (const pattern of [
      '/companies/:companyId?/authoriseme',
      '/companies/:companyId?/dashboard/start-process/next/:processId',
    ]) {
      const namespaces = namespacesOf(pattern);
      expect({ pattern, streams: namespaces.includes('reference-streams') }).toEqual({
        pattern,
        streams: true,
      });
      expect({ pattern, reference: namespaces.includes('reference') }).toEqual({
        pattern,
        reference: false,
      });
    }
  });

  it.each([
    'src/features/representative/routes/order-page.tsx',
    'src/features/representative/routes/next-steps-page.tsx',
  ])(
    '[HOUSE-6][AME-1] %s asks for no `reference` namespace and names no `reference` text beyond the streams',
    async (page) => {
      const files = await ownFiles(page);
      // useTranslation('reference') would download the whole namespace beside the subset.
      const asking = files.filter(({ text }) =>
        /useTranslation\(\s*\[?[^)]*['"]reference['"]/.test(text),
      );
      expect(asking.map(({ file }) => file)).toEqual([]);
      const keys = files.flatMap(({ text }) =>
        [...text.matchAll(/['`]reference:(\w+)/g)].map((match) => match[1]),
      );
      expect(keys.filter((key) => key !== 'streams')).toEqual([]);
      expect(files.map(({ file }) => file)).toContain('src/shared/i18n/stream-name.ts');
    },
    60_000,
  );
});

/** MUI's card and alert title: the layout's Paper and Typography draw the same. */
const CARD_PIECES = /^@mui\/material\/(Card|CardContent|AlertTitle)(\/|$)/;

describe('the wizard’s and the order’s first paint use the layout’s MUI pieces (HOUSE-6)', () => {
  it.each([
    'src/features/licensing/routes/de-wizard-page.tsx',
    'src/features/licensing/routes/at-wizard-page.tsx',
    'src/features/representative/routes/order-page.tsx',
  ])(
    '[HOUSE-6] %s draws its card and the permission notice’s title without MUI’s Card, CardContent or AlertTitle',
    async (page) => {
      const { packages } = await staticGraph(page);
      // The form the first paint shows is still in the page's own graph.
      expect(packages).toEqual(expect.arrayContaining(['react-hook-form', '@mui/material/Paper']));
      expect(packages.filter((p) => CARD_PIECES.test(p))).toEqual([]);
    },
    60_000,
  );

  it('[HOUSE-6][AME-1] the order’s countries list their streams in the layout’s Stack, without MUI’s FormGroup', async () => {
    const { packages } = await staticGraph('src/features/representative/routes/order-page.tsx');
    expect(packages).toEqual(
      expect.arrayContaining(['@mui/material/Checkbox', '@mui/material/Stack']),
    );
    expect(packages).not.toContain('@mui/material/FormGroup');
  }, 60_000);

  it('[HOUSE-6] the check finds MUI’s Card where a page still has it', async () => {
    const { packages } = await staticGraph('src/features/licensing/routes/licences-page.tsx');
    expect(packages.filter((p) => CARD_PIECES.test(p)).length).toBeGreaterThan(0);
  }, 60_000);
});
