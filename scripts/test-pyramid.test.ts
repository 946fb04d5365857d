/**
 * HOUSE-3: the tests stand as a pyramid. Whole-app renders (`renderApp`: every layout, the top bar,
 * the navigation) are kept for journeys across pages and for tests of the layouts themselves;
 * a test of one page renders its route (`renderRoute`), a test of one component the component.
 * And no test waits a fixed time to see that nothing happened: it waits for a positive signal
 * (a request ended, the store holds the answer, an element showed).
 */
import path from 'node:path';
import { filesUnder, read, root } from './testing/files';

/**
 * Today's whole-app renders in `src/**\/*.test.tsx`, counted as written (`renderApp(`; a call
 * inside `it.each` counts once). It only goes down: lower it when a test moves to `renderRoute`
 * or a component render; the target is 15 (issue 34), the journeys named `journey: ...`.
 */
const RENDER_APP_CEILING = 15;
const RENDER_APP_TARGET = 15;

/**
 * Fixed waits of 100 ms or more that are not a check that nothing happened, each with its reason
 * (file relative to the repository, and the waited milliseconds).
 */
const ALLOWED_WAITS: readonly { file: string; ms: number; reason: string }[] = [
  {
    file: 'scripts/nginx-config.test.ts',
    ms: 100,
    reason:
      'the pause between two tries of a poll that ends when nginx answers (a positive signal)',
  },
];

/** Where a test calls `renderApp(`, file by file. */
function renderAppCalls() {
  return filesUnder('src', (name) => name.endsWith('.test.tsx'))
    .map((file) => ({ file, calls: read(file).match(/\brenderApp\(/g)?.length ?? 0 }))
    .filter(({ calls }) => calls > 0);
}

/** The milliseconds of each `setTimeout(resolve, N)`-style wait in a source text. */
const waitsIn = (source: string) =>
  [...source.matchAll(/setTimeout\(\s*[A-Za-z_$][\w$]*\s*,\s*([\d_]+)\s*\)/g)].map((match) =>
    Number(match[1]!.replace(/_/g, '')),
  );

/** The fixed waits of at least `minimum` ms in the jest tests, file by file. */
function fixedWaits(minimum: number) {
  const isTest = (name: string) => /\.test\.tsx?$/.test(name);
  return (
    ['src', 'mocks', 'scripts']
      .flatMap((dir) => filesUnder(dir, isTest))
      // This file's own examples of what the finder sees are no waits.
      .filter((file) => file !== path.relative(root, __filename))
      .flatMap((file) => waitsIn(read(file)).map((ms) => ({ file, ms })))
      .filter(({ ms }) => ms >= minimum)
  );
}

describe('[HOUSE-3] the test pyramid', () => {
  it(`[HOUSE-3] at most ${RENDER_APP_CEILING} whole-app renders in the screen tests (the ceiling only goes down, target ${RENDER_APP_TARGET})`, () => {
    const calls = renderAppCalls();
    const total = calls.reduce((sum, { calls: n }) => sum + n, 0);
    const listing = calls.map(({ file, calls: n }) => `${n} ${file}`).join('\n');
    if (total > RENDER_APP_CEILING)
      throw new Error(
        `${total} renderApp( calls, above the ceiling of ${RENDER_APP_CEILING}. A test of one page ` +
          `renders its route (renderRoute), a test of one component the component:\n${listing}`,
      );
    expect(total).toBeLessThanOrEqual(RENDER_APP_CEILING);
    expect(RENDER_APP_CEILING).toBeGreaterThanOrEqual(RENDER_APP_TARGET);
  });

  it('[HOUSE-3] the counter sees a whole-app render (it would not pass on a blind count)', () => {
    expect(renderAppCalls().map(({ file }) => file)).toContain(
      path.join('src', 'features', 'team', 'routes', 'invitation-page.test.tsx'),
    );
  });

  it('[HOUSE-3] the wait finder sees a fixed wait however its resolver is named', () => {
    expect(waitsIn('await new Promise((resolve) => setTimeout(resolve, 300));')).toEqual([300]);
    expect(waitsIn('new Promise((r) => setTimeout( r , 1_000 ))')).toEqual([1000]);
    expect(waitsIn('setTimeout(() => done(), 300)')).toEqual([]);
  });

  it('[HOUSE-3] no test waits a fixed 100 ms or more to see that nothing happened; the allowed waits say why', () => {
    const allowed = (wait: { file: string; ms: number }) =>
      ALLOWED_WAITS.some((entry) => entry.file === wait.file && entry.ms === wait.ms);
    const found = fixedWaits(100);
    expect(found.filter((wait) => !allowed(wait))).toEqual([]);
    // An entry of the list that no longer matches a wait goes (the list does not outlive its waits).
    for (const entry of ALLOWED_WAITS) {
      expect(entry.reason.length).toBeGreaterThan(20);
      expect(found).toContainEqual({ file: entry.file, ms: entry.ms });
    }
  });
});
