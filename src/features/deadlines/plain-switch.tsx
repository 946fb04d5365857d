import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';

/**
 * An on/off setting of a list's view ("show past deadlines") on the browser's own checkbox with
 * `role="switch"`, drawn as a switch, its label beside it (HOUSE-6). MUI's `Switch` with
 * `FormControlLabel` brings its switch base and MUI's form-control and input modules (about 11 KB
 * gzip, docs/house-6-pages.md) for one control on a page that has no other input. Same role and name (a
 * `switch` named by its label), the same keyboard use (Space), and a click on the label toggles it.
 */
export function PlainSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 42 }}>
      <Box
        component="input"
        type="checkbox"
        role="switch"
        id={id}
        checked={checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        sx={{
          appearance: 'none',
          position: 'relative',
          flexShrink: 0,
          width: 36,
          height: 20,
          m: 0,
          borderRadius: 10,
          // grey.600: 4.6:1 on white, past the 3:1 a control's outline needs (WCAG 1.4.11).
          bgcolor: 'grey.600',
          cursor: 'pointer',
          transition: 'background-color 150ms',
          // The thumb.
          '&::before': {
            content: '""',
            position: 'absolute',
            top: 2,
            left: 2,
            width: 16,
            height: 16,
            borderRadius: '50%',
            bgcolor: 'common.white',
            boxShadow: 1,
            transition: 'transform 150ms',
          },
          '&:checked': { bgcolor: 'primary.main' },
          '&:checked::before': { transform: 'translateX(16px)' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          '@media (prefers-reduced-motion: reduce)': {
            transition: 'none',
            '&::before': { transition: 'none' },
          },
        }}
      />
      <Box component="label" htmlFor={id} sx={{ typography: 'body1', cursor: 'pointer' }}>
        {label}
      </Box>
    </Box>
  );
}
