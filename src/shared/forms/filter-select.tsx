import { useId, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A filter of a list on the browser's own `<select>` with its label above it, for a page whose only
 * input is the filter (HOUSE-6). `NativeSelectField` draws MUI's outlined field around it, which
 * brings MUI's inputs and `NativeSelect` (about 12 KB gzip) for one control; this one is plain HTML
 * with the theme's colours, the browser's own arrow and focus ring. Same role and name (a
 * `combobox` named by its label), the same keyboard use, a phone's own picker.
 */
export function FilterSelect({
  id: idOverride,
  label,
  value,
  onChange,
  children,
  sx,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  return (
    <Box
      sx={
        [
          { display: 'flex', flexDirection: 'column', gap: 0.5 },
          ...(sx ? [sx] : []),
        ] as SxProps<Theme>
      }
    >
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', color: 'text.secondary' }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{
          font: 'inherit',
          typography: 'body1',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'grey.500',
          borderRadius: 1,
          px: 1.5,
          py: 1,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
