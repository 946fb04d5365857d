import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '@/shared/contract/primitives';
import { PlainTextField, type PlainTextFieldProps } from './plain-text-field';

const isCode = (message: string | undefined): message is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly (string | undefined)[]).includes(message);

/** What a contract form's field is given besides its own props. */
export interface FormFieldProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  helperText?: string;
  errorText?: (code: FieldErrorCode) => string | undefined;
}

/**
 * A contract form field's value, events and messages: its label always visible, the expected
 * format as helper text, and a refused value's reason in the UI language in its place (a field may
 * say it better than the general text, through `errorText`).
 */
export function useFormField<T extends FieldValues>({
  control,
  name,
  helperText,
  errorText,
}: FormFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const code: FieldErrorCode | undefined = message
    ? isCode(message)
      ? message
      : 'invalid'
    : undefined;
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(code),
    helperText: code ? (errorText?.(code) ?? t(`fieldErrors.${code}`)) : helperText || ' ',
  };
}

/**
 * A text field of a contract form (`useFormField`). Not a select: that is `FormSelectField`
 * (./form-select-field.tsx), so that a form without one does not download MUI's select.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  errorText,
  ...props
}: FormFieldProps<T> &
  Omit<PlainTextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>) {
  return (
    <PlainTextField
      fullWidth
      {...props}
      {...useFormField({ control, name, helperText, errorText })}
    />
  );
}
