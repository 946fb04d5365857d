import { useId, type ChangeEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * An outlined select of the browser's own `<select>` (its options are `<option>` children), for
 * filter and sort bars: phones show their own picker, and a page with it does not download MUI's
 * menu, popover and modal stack (about 18 KB gzip) that `TextField select` brings (route weight,
 * issue 21 part 7). Form fields keep `FormSelectField`.
 */
export function NativeSelectField({
  id: idOverride,
  label,
  value,
  onChange,
  children,
  fullWidth = false,
  sx,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  return (
    <FormControl fullWidth={fullWidth} {...(sx ? { sx } : {})}>
      {/* A native select always shows a choice, so its label sits on the outline. */}
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput notched label={label} />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
