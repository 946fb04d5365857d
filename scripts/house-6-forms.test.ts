/**
 * HOUSE-6: the form pages stay light. A page whose first paint shows a form chooses from plain
 * texts with the browser's own select (`FormNativeSelectField`), not MUI's `Select`, whose menu,
 * popover and modal stack would come with the page's chunk; a form shown only after a click comes
 * later, as a part of its own (`lazyPart`). What each page imports before its first paint (its
 * static import graph, dynamic imports left out) must not reach the heavy modules below.
 * `npm run size` measures the bytes; this says why a page would grow (docs/house-6-forms.md).
 */
import { staticPackageImports } from './testing/static-imports';

/** MUI's select and what only it brings (TextField imports Select; MenuItem goes with a Menu). */
const SELECT_STACK =
  /^@mui\/material\/(Select|TextField|Menu|MenuItem|MenuList|Popover|Autocomplete)(\/|$)/;
const FORM_STATE = /^(react-hook-form|@hookform\/)/;
/** MUI's `TextField` chunk (`mui-text-field`): `FormNativeSelectField` needs none of it. */
const TEXT_FIELD = /^@mui\/material\/(NativeSelect|Input|FilledInput)(\/|$)/;
/** A form's fields: MUI's inputs (`mui-inputs`), radios and checkboxes. */
const FORM_INPUTS =
  /^@mui\/material\/(InputBase|OutlinedInput|FormControl|InputLabel|FormControlLabel|Radio|RadioGroup|Checkbox)(\/|$)/;

const PAGES: readonly { page: string; heavy: readonly RegExp[] }[] = [
  { page: 'src/features/support/routes/support-page.tsx', heavy: [SELECT_STACK, TEXT_FIELD] },
  { page: 'src/features/team/routes/invitations-page.tsx', heavy: [SELECT_STACK, TEXT_FIELD] },
  { page: 'src/features/account/routes/company-page.tsx', heavy: [SELECT_STACK, TEXT_FIELD] },
  { page: 'src/features/newsletter/routes/newsletter-page.tsx', heavy: [SELECT_STACK, TEXT_FIELD] },
  {
    page: 'src/features/illegal-content/routes/notice-page.tsx',
    heavy: [SELECT_STACK, TEXT_FIELD],
  },
  // The service pages (docs/house-6-services.md): their country and month lists are native too.
  { page: 'src/features/nie-nif/routes/nie-nif-page.tsx', heavy: [SELECT_STACK, TEXT_FIELD] },
  {
    page: 'src/features/registrations/routes/registration-page.tsx',
    heavy: [SELECT_STACK, TEXT_FIELD],
  },
  // The administration's only form (the user search) shows with an opened company.
  {
    page: 'src/features/admin/routes/admin-page.tsx',
    heavy: [SELECT_STACK, TEXT_FIELD, FORM_STATE],
  },
];

describe('the form pages stay light (HOUSE-6)', () => {
  it.each(PAGES)(
    '[HOUSE-6] $page shows its form without MUI’s select stack or TextField chunk (the admin page also without react-hook-form)',
    async ({ page, heavy }) => {
      const imports = await staticPackageImports(page);
      // The graph was read: the page does import MUI (a broken build would find nothing at all).
      expect(imports.some((p) => p.startsWith('@mui/material/'))).toBe(true);
      expect(imports.filter((p) => heavy.some((pattern) => pattern.test(p)))).toEqual([]);
    },
    60_000,
  );

  // Filter bars (`FilterSelect`: a plain `<select>` with its label, without MUI's inputs).
  it.each([
    'src/features/licensing/routes/licences-page.tsx',
    'src/features/deadlines/routes/calendar-page.tsx',
  ])(
    '[HOUSE-6] %s filters its list with the browser’s own select, without MUI’s select stack or inputs',
    async (page) => {
      const imports = await staticPackageImports(page);
      expect(imports.some((p) => p.startsWith('@mui/material/'))).toBe(true);
      const inputs = /^@mui\/material\/(InputBase|OutlinedInput|FormControl|InputLabel)(\/|$)/;
      expect(
        imports.filter((p) => [SELECT_STACK, TEXT_FIELD, inputs].some((r) => r.test(p))),
      ).toEqual([]);
    },
  );

  // "Leave without saving?" and "Discard the draft?" come with their first opening (`lazyDialog`).
  it.each([
    'src/features/licensing/routes/de-wizard-page.tsx',
    'src/features/licensing/routes/at-wizard-page.tsx',
    'src/features/licensing/routes/licences-page.tsx',
    'src/features/registrations/routes/registration-page.tsx',
    'src/features/nie-nif/routes/nie-nif-page.tsx',
    'src/features/representative/routes/order-page.tsx',
  ])('[HOUSE-6] %s shows its first paint without MUI’s dialog stack', async (page) => {
    const imports = await staticPackageImports(page);
    expect(imports.some((p) => p.startsWith('@mui/material/'))).toBe(true);
    expect(imports.filter((p) => /^@mui\/material\/(Dialog|Modal)/.test(p))).toEqual([]);
  });

  // The registration and NIE/NIF pages first show what the order or the application asks for,
  // with its button; the form, its state and its inputs come with the button (docs/house-6-service-start.md).
  it.each([
    'src/features/registrations/routes/registration-page.tsx',
    'src/features/nie-nif/routes/nie-nif-page.tsx',
  ])(
    '[HOUSE-6] %s shows its first paint without react-hook-form, MUI’s inputs, radios or checkboxes',
    async (page) => {
      const imports = await staticPackageImports(page);
      expect(imports.some((p) => p.startsWith('@mui/material/'))).toBe(true);
      expect(imports.filter((p) => [FORM_STATE, FORM_INPUTS].some((r) => r.test(p)))).toEqual([]);
    },
    60_000,
  );

  // The licensing wizard's first step is its country's (docs/house-6-wizard.md): Germany's LUCID number
  // needs no radios, Austria's radios are the browser's own (docs/house-6-radios.md); the steps'
  // progress is a plain list, not MUI's Stepper (roving tab index).
  it('[HOUSE-6] neither wizard’s first step brings MUI’s radios, checkboxes or Stepper; the check still finds the checkbox where the checkbox group has it', async () => {
    const RADIOS = /^@mui\/material\/(Radio|RadioGroup|Checkbox|FormControlLabel)(\/|$)/;
    const STEPPER = /^@mui\/material\/(Stepper|Step|StepLabel|StepButton|StepConnector)(\/|$)/;
    const german = await staticPackageImports('src/features/licensing/routes/de-wizard-page.tsx');
    const austrian = await staticPackageImports('src/features/licensing/routes/at-wizard-page.tsx');
    expect(german).toContain('react-hook-form');
    expect(austrian).toContain('react-hook-form');
    for (const imports of [german, austrian])
      expect(imports.filter((p) => RADIOS.test(p) || STEPPER.test(p))).toEqual([]);
    const checkboxGroup = await staticPackageImports(
      'src/features/registrations/components/form-checkbox-group.tsx',
    );
    expect(checkboxGroup.filter((p) => RADIOS.test(p))).toContain('@mui/material/Checkbox');
  }, 60_000);

  it('[HOUSE-6] the check finds the select stack where a page still has it', async () => {
    // The country page's registration and report forms still use MUI's select (after the first paint).
    const imports = await staticPackageImports(
      'src/features/dashboard/components/form-select-field.tsx',
    );
    expect(imports.filter((p) => SELECT_STACK.test(p))).toEqual(['@mui/material/TextField']);
  }, 60_000);
});
