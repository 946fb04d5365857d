import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '@/shared/contract/primitives';

const isCode = (message: string | undefined): message is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly (string | undefined)[]).includes(message);

/**
 * A text field of a contract form: its label always visible, the expected format as helper text,
 * and a refused value's reason in the UI language in its place (a field may say it better than
 * the general text, through `errorText`).
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  errorText,
  children,
  ...props
}: {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  helperText?: string;
  errorText?: (code: FieldErrorCode) => string | undefined;
  children?: ReactNode;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const code: FieldErrorCode | undefined = message
    ? isCode(message)
      ? message
      : 'invalid'
    : undefined;
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(code)}
      helperText={code ? (errorText?.(code) ?? t(`fieldErrors.${code}`)) : helperText || ' '}
    >
      {children}
    </TextField>
  );
}
