/**
 * HOUSE-6: the invitations and the deadlines stay light (docs/house-6-pages.md). What each page imports
 * before its first paint (its static import graph, `import()` left out) must not reach what the
 * first paint does not show: the invitations' table (it comes with the invitations' query), the
 * deadlines' month view (the list is the first view) and iCalendar writer (it comes with
 * "Export"); nor MUI's modules that a plain element does as well: the settings' tabs are links,
 * "Show past deadlines" is the browser's own checkbox as a switch. `npm run size` measures the
 * bytes; this says why a page would grow back. (docs/house-6-forms.md has the form pages' check.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { staticGraph } from './testing/static-imports';

const root = path.resolve(__dirname, '..');

const mui = (names: string) => new RegExp(`^@mui/material/(${names})(/|$)`);

describe('the invitations and the deadlines stay light (HOUSE-6)', () => {
  it('[HOUSE-6] the settings’ tabs are links without MUI’s Tabs; the details page is not in the layout’s chunk', async () => {
    const { packages } = await staticGraph('src/features/company/routes/settings-layout.tsx');
    expect(packages).toContain('@mui/material/Link');
    expect(packages.filter((p) => mui('Tabs|Tab|TabScrollButton').test(p))).toEqual([]);
    // Both were "route-settings": every tab's navigation downloaded the details page with its table.
    const routes = fs.readFileSync(path.join(root, 'src/app/routes/section-pages.ts'), 'utf8');
    const chunkOf = (module: string) =>
      new RegExp(`webpackChunkName: "([^"]+)" \\*/\\s*'@/features/company/routes/${module}'`).exec(
        routes,
      )?.[1];
    expect(chunkOf('settings-layout')).toBe('route-settings');
    expect(chunkOf('settings-page')).toEqual(expect.stringMatching(/^route-/));
    expect(chunkOf('settings-page')).not.toBe(chunkOf('settings-layout'));
  }, 60_000);

  it('[HOUSE-6] the invitations page shows its invite form; the table of open invitations comes with their query', async () => {
    const { packages, files } = await staticGraph('src/features/team/routes/invitations-page.tsx');
    // The invite form is what the page is for: it is at the first paint.
    expect(files).toContain('src/features/team/invite-form.tsx');
    expect(packages).toContain('react-hook-form');
    expect(files).not.toContain('src/features/team/invitation-table.tsx');
    expect(files).not.toContain('src/shared/ui/record-list.tsx');
    expect(packages.filter((p) => mui('Table|TableCell|Chip|useMediaQuery').test(p))).toEqual([]);
  }, 60_000);

  it('[HOUSE-6] the deadlines page shows its filters and list; the month view and the iCalendar writer come on demand', async () => {
    const { packages, files } = await staticGraph(
      'src/features/deadlines/routes/calendar-page.tsx',
    );
    expect(files).toContain('src/features/deadlines/deadline-list.tsx');
    expect(files).toContain('src/features/deadlines/deadline-filters.tsx');
    expect(files).not.toContain('src/features/deadlines/month-panel.tsx');
    expect(files).not.toContain('src/features/deadlines/month-view.tsx');
    expect(files).not.toContain('src/shared/calendar/deadline-calendar.ts');
    expect(packages).not.toContain('ical-generator');
    // FormControlLabel and Switch bring MUI's form control, and with it the `mui-inputs` chunk.
    expect(
      packages.filter((p) => mui('Switch|FormControlLabel|FormControl|Table|TableCell').test(p)),
    ).toEqual([]);
  }, 60_000);
});
