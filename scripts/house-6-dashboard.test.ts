/**
 * HOUSE-6: the dashboard's main thread (docs/house-6-dashboard.md). The reference data arrives a
 * few tasks after the page's first paint (half a megabyte, checked in slices). A component that
 * subscribes to it renders again when its request starts and when it answers; at the page, that
 * was the whole dashboard, twice, each a long task. So the page does not read it: the parts that
 * show it (the registration chips, a to-do's "where to file it") read it through
 * `useReferenceData`, which renders them only when the data comes. The trace tool
 * (`npm run perf:trace`) measures the effect; this says why it would come back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { staticGraph } from './testing/static-imports';

const root = path.resolve(__dirname, '..');
const source = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const READS_REFERENCE = /\buse(GetReferenceQuery|ReferenceData)\b/;

describe('the dashboard renders once for the reference data, in the parts that show it (HOUSE-6)', () => {
  it('[HOUSE-6] the dashboard page does not subscribe to the reference data', () => {
    expect(source('src/features/dashboard/routes/dashboard-page.tsx')).not.toMatch(READS_REFERENCE);
  });

  it.each([
    'src/features/dashboard/components/registration-chips.tsx',
    'src/features/dashboard/components/todo-actions.tsx',
    'src/features/dashboard/components/declaration-note.tsx',
  ])('[HOUSE-6] %s reads only the data, not the request’s state', (file) => {
    const text = source(file);
    expect(text).toMatch(/\buseReferenceData\(\)/);
    expect(text).not.toMatch(/\buseGetReferenceQuery\b/);
  });

  it('[HOUSE-6] useReferenceData selects the data alone from the query', () => {
    expect(source('src/shared/api/reference-api.ts')).toMatch(
      /useGetReferenceQuery\(undefined, \{\s*selectFromResult: \(\{ data \}\) => \(\{ data \}\)/,
    );
  });

  it('[HOUSE-6] the route tree does not evaluate the error pages at start-up; they come with the start-up code, not as a chunk of their own', async () => {
    const { files } = await staticGraph('src/app/routes/index.tsx');
    expect(files).toContain('src/app/routes/route-error.tsx');
    expect(files).not.toContain('src/shared/ui/route-error-page.tsx');
    expect(files).not.toContain('src/shared/ui/error-view.tsx');
    // Offline, after a page's chunk failed, the error page must still show: no download of its own.
    expect(source('src/app/routes/route-error.tsx')).toMatch(
      /import\(\/\* webpackMode: "eager" \*\/ '@\/shared\/ui\/route-error-page'\)/,
    );
  }, 60_000);
});
