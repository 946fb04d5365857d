import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormField, type FormFieldProps } from '@/shared/forms/form-text-field';

/** A select of a contract form (`useFormField`): MUI's `TextField` with `select`, its options the children. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  helperText,
  errorText,
  children,
  ...props
}: FormFieldProps<T> & {
  children?: ReactNode;
} & Omit<
    TextFieldProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'select'
  >) {
  return (
    <TextField
      fullWidth
      {...props}
      {...useFormField({ control, name, helperText, errorText })}
      select
    >
      {children}
    </TextField>
  );
}
