import { useId, type ChangeEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useFormField, type FormFieldProps } from './form-text-field';

/** One choice of a `FormNativeSelectField`: its value, its text and, for a language, its `lang`. */
export interface NativeOption {
  value: string;
  label: string;
  lang?: string;
  /** Shown but not choosable (a role this user may not give). */
  disabled?: boolean;
}

/**
 * A select of a contract form (`useFormField`) on the browser's own `<select>` (HOUSE-6): phones
 * show their own picker, the keyboard works as everywhere (arrows, typing a letter), and a page
 * with it does not download MUI's select, menu, popover and modal stack (about 12-18 KB gzip) that
 * `FormSelectField` brings. For a list of plain texts (countries, languages, topics, roles); a
 * choice that needs rich content in its menu keeps `FormSelectField`. Until something is chosen,
 * an empty first choice shows (the browser would otherwise show the first option as if chosen),
 * unless the options have one of their own (an optional field's "None").
 */
export function FormNativeSelectField<T extends FieldValues>({
  control,
  name,
  helperText,
  errorText,
  id: idOverride,
  label,
  options,
  required = false,
  disabled = false,
  onValueChange,
}: FormFieldProps<T> & {
  id?: string;
  label: string;
  options: readonly NativeOption[];
  required?: boolean;
  disabled?: boolean;
  /** Called after the form took the new value (a field that sets another one too). */
  onValueChange?: (value: string) => void;
}) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const field = useFormField({ control, name, helperText, errorText });
  const helperTextId = `${id}-helper-text`;
  const value = String(field.value);
  return (
    <FormControl
      className="MuiTextField-root"
      fullWidth
      error={field.error}
      required={required}
      disabled={disabled}
    >
      {/* A native select always shows a choice (or the empty one), so its label sits on the outline. */}
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={field.name}
        value={value}
        inputRef={field.inputRef}
        onBlur={field.onBlur}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          field.onChange(event);
          onValueChange?.(event.target.value);
        }}
        input={<OutlinedInput notched label={label} />}
        inputProps={{ 'aria-describedby': helperTextId, 'aria-invalid': field.error }}
      >
        {value === '' && !options.some((option) => option.value === '') && <option value="" />}
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            lang={option.lang}
            disabled={option.disabled}
          >
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id={helperTextId}>{field.helperText}</FormHelperText>
    </FormControl>
  );
}
