import { useId, type ChangeEvent, type ElementType } from 'react';
import type { FieldValues } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useFormField, type FormFieldProps } from './form-text-field';

/**
 * The input element is a `select` (as MUI's `NativeSelect` makes it): MUI types `inputComponent`
 * for components taking an input's props, which a `select` takes too (value, events, name, ref).
 */
const SELECT_ELEMENT = 'select' as ElementType<InputBaseComponentProps>;

/** What MUI's outlined `NativeSelect` looks like: no browser arrow, MUI's caret in its place. */
const SELECT = {
  pr: 0,
  '& select': {
    appearance: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    borderRadius: 1,
    pr: '32px',
    '&:disabled': { cursor: 'default' },
    '& option': { backgroundColor: 'background.paper' },
  },
} as const;
const ICON = {
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: 'action.active',
  '.Mui-disabled > &': { color: 'action.disabled' },
} as const;

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
 * unless the options have one of their own (an optional field's "None"). Built on the outlined
 * input with a `select` element, styled as MUI's `NativeSelect`, whose module would bring MUI's
 * `TextField` chunk (`Input`, `FilledInput`: 4 KB) along.
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
      <OutlinedInput
        id={id}
        name={field.name}
        value={value}
        inputRef={field.inputRef}
        onBlur={field.onBlur}
        onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
          field.onChange(event);
          onValueChange?.(event.target.value);
        }}
        notched
        label={label}
        inputComponent={SELECT_ELEMENT}
        aria-describedby={helperTextId}
        inputProps={{
          type: undefined,
          children: [
            value === '' && !options.some((option) => option.value === '') ? (
              <option key="" value="" />
            ) : null,
            ...options.map((option) => (
              <option
                key={option.value}
                value={option.value}
                lang={option.lang}
                disabled={option.disabled}
              >
                {option.label}
              </option>
            )),
          ],
        }}
        endAdornment={<ArrowDropDownIcon sx={ICON} />}
        sx={SELECT}
      />
      <FormHelperText id={helperTextId}>{field.helperText}</FormHelperText>
    </FormControl>
  );
}
