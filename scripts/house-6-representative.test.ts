/**
 * HOUSE-6: the representative's order (`/authoriseme`) and its next steps
 * (`/dashboard/start-process/next/:processId`) within 60 KB (docs/house-6-representative.md). Each page's static
 * import graph (what it downloads before its first paint) holds what that paint shows and not
 * what comes later: the orders' list, the price breakdown, the contract's form, the upload's
 * progress bar (each a `lazyPart`). `npm run size` measures the bytes; this says why a page would
 * grow back.
 */
import { staticPackageImports } from './testing/static-imports';

const mui = (...names: string[]) => new RegExp(`^@mui/material/(${names.join('|')})(/|$)`);
/** The price breakdown and the orders' list: MUI's table. */
const TABLE = mui('Table', 'TableBody', 'TableCell', 'TableRow', 'TableHead');
/** A text field's input (the contract's signatory): MUI's inputs and TextField. */
const TEXT_INPUTS = mui('InputBase', 'OutlinedInput', 'InputLabel', 'TextField');
const RADIOS = mui('Radio', 'RadioGroup');
const PROGRESS = mui('LinearProgress');
const DIALOGS = mui('Dialog', 'Modal');
const FORM_STATE = /^(react-hook-form|@hookform\/)/;

const heavyIn = (imports: string[], patterns: RegExp[]) =>
  imports.filter((p) => patterns.some((pattern) => pattern.test(p)));

describe('the representative pages stay light (HOUSE-6)', () => {
  it('[HOUSE-6][AME-1] /authoriseme shows its order form at first paint (react-hook-form, the checkboxes), without the orders’ table, the price’s table, radios, text inputs or dialogs', async () => {
    const imports = await staticPackageImports('src/features/representative/routes/order-page.tsx');
    // The form the first paint shows is in the page's own graph, not behind an import().
    expect(imports).toEqual(
      expect.arrayContaining(['react-hook-form', '@mui/material/Checkbox', '@mui/material/Alert']),
    );
    expect(heavyIn(imports, [TABLE, TEXT_INPUTS, RADIOS, PROGRESS, DIALOGS])).toEqual([]);
    expect(imports).not.toContain('@mui/material/Chip');
  }, 60_000);

  it('[HOUSE-6][AME-1] the next steps show the steps, their states and the upload at first paint, without the contract’s form, the price’s table or the progress bar', async () => {
    const imports = await staticPackageImports(
      'src/features/representative/routes/next-steps-page.tsx',
    );
    // The steps' states (chips) and the power of attorney's picker are the first paint.
    expect(imports).toEqual(
      expect.arrayContaining(['@mui/material/Chip', '@mui/material/FormHelperText']),
    );
    expect(heavyIn(imports, [FORM_STATE, TABLE, TEXT_INPUTS, RADIOS, PROGRESS, DIALOGS])).toEqual(
      [],
    );
  }, 60_000);

  it('[HOUSE-6][TRUST-7] the file picker brings its progress bar only when an upload starts', async () => {
    const imports = await staticPackageImports('src/shared/services/file-picker.tsx');
    expect(imports).toContain('@mui/material/Button');
    expect(heavyIn(imports, [PROGRESS])).toEqual([]);
  }, 60_000);

  it('[HOUSE-6] the check finds what a part brings: the contract’s form has react-hook-form and a text input', async () => {
    const imports = await staticPackageImports(
      'src/features/representative/components/sign-contract-form.tsx',
    );
    expect(heavyIn(imports, [FORM_STATE])).toContain('react-hook-form');
    expect(heavyIn(imports, [TEXT_INPUTS]).length).toBeGreaterThan(0);
  }, 60_000);
});
