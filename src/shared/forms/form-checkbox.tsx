import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldErrorCode } from '@/shared/contract/primitives';
import { useFieldError } from './use-field-error';

/** A single yes (a `true` literal the contract requires, like accepting the terms). */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  errorText,
}: {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  label: ReactNode;
  errorText?: (code: FieldErrorCode) => string | undefined;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState.error?.message, errorText);
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            checked={field.value === true}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
            slotProps={{ input: { ref: field.ref, 'aria-invalid': Boolean(error) } }}
          />
        }
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
