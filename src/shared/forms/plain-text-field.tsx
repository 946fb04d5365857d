import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';

/** The props of an outlined text field that is not a select. */
export type PlainTextFieldProps = Omit<
  TextFieldProps<'outlined'>,
  'select' | 'SelectProps' | 'children' | 'variant' | 'slots'
> & { variant?: 'outlined' };

type SlotProps = {
  input?: Partial<OutlinedInputProps>;
  htmlInput?: OutlinedInputProps['inputProps'];
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
};

/**
 * MUI's outlined `TextField` without its select: the same elements, classes, label, helper text
 * and ids (`<id>-label`, `<id>-helper-text`), built as `TextField` builds them, but without
 * importing MUI's `Select` (and through it the menu, popover and modal stack, about 12 KB gzip), so
 * a page whose text fields are not selects does not download it (route weight, issue 21 part 7).
 * A select stays MUI's `TextField` with `select` (`FormSelectField`). A field with an end
 * adornment keeps its label above the input (UX-12).
 */
export function PlainTextField({
  autoComplete,
  autoFocus = false,
  className,
  color = 'primary',
  defaultValue,
  disabled = false,
  error = false,
  fullWidth = false,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline = false,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  required = false,
  rows,
  slotProps = {},
  type,
  value,
  variant: _variant,
  ...other
}: PlainTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  const inputLabelId = label && id ? `${id}-label` : undefined;
  const slots = slotProps as SlotProps;
  // UX-12: a label at rest sits in the input's line, where an end adornment (a unit) would cover
  // its end ("Paper, paperboard, cardbokg"); with one, the label stays above the input instead.
  const adornedEnd = Boolean(slots.input?.endAdornment);
  const inputLabelProps = { ...(adornedEnd ? { shrink: true } : {}), ...slots.inputLabel };
  return (
    <FormControl
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
      {...other}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabelProps}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        {...(inputLabelProps.shrink !== undefined ? { notched: inputLabelProps.shrink } : {})}
        inputProps={slots.htmlInput}
        {...slots.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slots.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
