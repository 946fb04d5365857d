/**
 * HOUSE-6: the signed-in layout's first paint (docs/house-6-layout.md). Every signed-in navigation downloads
 * the layout, so what it imports before its first paint (its static import graph, `import()` left
 * out) must be what that paint shows: the top bar, the navigation list of wide screens, the footer.
 * The menus' lists (user, language, company), the phone drawer and the bell's count come on demand
 * (`lazyPart`); the top bar is a `header` (not MUI's AppBar and Toolbar), the navigation plain lists
 * and links (not MUI's List family), the screen width the browser's `matchMedia` (not MUI's
 * `useMediaQuery`). `npm run size` measures the bytes; this
 * says why the layout would grow back.
 */
import { staticGraph } from './testing/static-imports';

const mui = (names: string) => new RegExp(`^@mui/material/(${names})(/|$)`);
/** What opens on a click, or only on a phone: MUI's menu, popover, modal and drawer stack. */
const ON_DEMAND_MUI = mui('Menu|MenuItem|MenuList|Popover|Popper|Modal|Drawer|Badge|Divider');
/** MUI pieces a plain element does as well in the layout. */
const PLAIN_ELEMENTS = mui(
  'AppBar|Toolbar|List|ListItem|ListItemButton|ListItemIcon|ListItemText|ListSubheader|useMediaQuery',
);
const ON_DEMAND_FILES = [
  'src/app/layout/user-menu-list.tsx',
  'src/app/layout/language-menu-list.tsx',
  'src/app/layout/company-menu-list.tsx',
  'src/app/layout/nav-drawer.tsx',
  'src/app/layout/notification-count.tsx',
  'src/features/notifications/api.ts',
];

describe('the signed-in layout’s first paint (HOUSE-6)', () => {
  it('[HOUSE-6] the layout shows its top bar, wide navigation and footer without the menus’ lists, the phone drawer or the bell’s count', async () => {
    const { packages, files } = await staticGraph('src/app/layout/app-shell.tsx');
    // What the first paint shows stays in it.
    expect(files).toEqual(
      expect.arrayContaining([
        'src/app/layout/top-bar.tsx',
        'src/app/layout/nav-list.tsx',
        'src/app/layout/legal-footer.tsx',
        'src/app/layout/user-menu.tsx',
        'src/app/layout/language-switcher.tsx',
        'src/app/layout/company-switcher.tsx',
        'src/app/layout/notification-bell.tsx',
      ]),
    );
    expect(files.filter((file) => ON_DEMAND_FILES.includes(file))).toEqual([]);
    expect(packages.filter((p) => ON_DEMAND_MUI.test(p))).toEqual([]);
  }, 60_000);

  it('[HOUSE-6] the top bar is a header, the navigation plain lists and links, the screen width the browser’s own query', async () => {
    const { packages, files } = await staticGraph('src/app/layout/app-shell.tsx');
    expect(files).toContain('src/app/layout/nav-item.tsx');
    expect(packages.filter((p) => PLAIN_ELEMENTS.test(p))).toEqual([]);
  }, 60_000);

  it('[HOUSE-6] the public layout’s first paint has no menu list either, and its footer no MUI Grid', async () => {
    const { packages, files } = await staticGraph('src/app/layout/public-layout.tsx');
    expect(files.filter((file) => ON_DEMAND_FILES.includes(file))).toEqual([]);
    expect(packages.filter((p) => ON_DEMAND_MUI.test(p))).toEqual([]);
    expect(packages.filter((p) => PLAIN_ELEMENTS.test(p))).toEqual([]);
    // Both layouts share one chunk of the public layout's libraries (`shell-libraries`, webpack's
    // `shell` group): a Grid here would be downloaded by every signed-in navigation as well.
    expect(files).toContain('src/app/layout/footer.tsx');
    expect(packages.filter((p) => mui('Grid|Grid2').test(p))).toEqual([]);
  }, 60_000);
});
