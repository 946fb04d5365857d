import { screen } from '@testing-library/react';
import InputAdornment from '@mui/material/InputAdornment';
import { renderWithProviders } from '@/testing/render-app';
import { PlainTextField } from './plain-text-field';

/** The label element of the field `id`. */
const labelOf = (id: string) => document.getElementById(`${id}-label`)!;

describe('labels and adornments (UX-12)', () => {
  it('[UX-12] an empty field with a unit keeps its label above the input, out of the unit’s line', async () => {
    await renderWithProviders(
      <PlainTextField
        id="paper"
        label="Paper, paperboard, cardboard"
        value=""
        onChange={() => undefined}
        slotProps={{ input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> } }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Paper, paperboard, cardboard' })).toHaveValue('');
    expect(labelOf('paper')).toHaveAttribute('data-shrink', 'true');
  });

  it('[UX-12] a field without an adornment keeps MUI’s label inside the empty input', async () => {
    await renderWithProviders(
      <PlainTextField id="name" label="Name" value="" onChange={() => undefined} />,
    );
    expect(labelOf('name')).toHaveAttribute('data-shrink', 'false');
  });

  it('[UX-12] a field may still decide for itself (an explicit shrink wins)', async () => {
    await renderWithProviders(
      <PlainTextField
        id="code"
        label="Code"
        value=""
        onChange={() => undefined}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
          inputLabel: { shrink: false },
        }}
      />,
    );
    expect(labelOf('code')).toHaveAttribute('data-shrink', 'false');
  });
});
