import InputAdornment from '@mui/material/InputAdornment';

/**
 * The unit at the end of a field ("kg", "t"). Its line is only as tall as its text (UX-12): with
 * the body's 1.5 line height the unit's line box reached into the raised label's on a small
 * field, where the label, kept above the input (`PlainTextField`), runs over the unit's column.
 */
export function UnitAdornment({ unit }: { unit: string }) {
  return (
    <InputAdornment position="end" sx={{ '& .MuiTypography-root': { lineHeight: 1 } }}>
      {unit}
    </InputAdornment>
  );
}
