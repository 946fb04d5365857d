import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { FieldErrorCode } from '@/shared/contract/primitives';
import { useFieldError } from './form-checkbox';

// The single checkbox has a module of its own: a form with only it (accept and submit) does not
// download the radio group (HOUSE-6).
export { FormCheckbox } from './form-checkbox';

export interface ChoiceOption<V> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
}

/**
 * One of a few options, as radio buttons under a visible legend. Values that are not strings
 * (booleans) are mapped through their position, so the form holds the real value.
 */
export function FormRadioGroup<T extends FieldValues, V>({
  control,
  name,
  legend,
  options,
  helperText,
  errorText,
  onValueChange,
}: {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  legend: string;
  options: readonly ChoiceOption<V>[];
  helperText?: string;
  errorText?: (code: FieldErrorCode) => string | undefined;
  onValueChange?: (value: V) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState.error?.message, errorText);
  const legendId = useId();
  const index = options.findIndex((o) => o.value === field.value);
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" id={legendId}>
        {legend}
      </FormLabel>
      <RadioGroup
        aria-labelledby={legendId}
        name={field.name}
        value={index < 0 ? '' : String(index)}
        onChange={(event) => {
          const value = options[Number(event.target.value)]!.value;
          field.onChange(value);
          onValueChange?.(value);
        }}
        onBlur={field.onBlur}
      >
        {options.map((option, i) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(i)}
            control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
            label={
              option.description ? (
                <span>
                  {option.label}
                  <FormHelperText component="span" sx={{ display: 'block', m: 0 }}>
                    {option.description}
                  </FormHelperText>
                </span>
              ) : (
                option.label
              )
            }
            sx={{
              alignItems: option.description ? 'flex-start' : 'center',
              my: 0.25,
              '& .MuiRadio-root': option.description ? { pt: 0.25 } : {},
            }}
          />
        ))}
      </RadioGroup>
      {(error || helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}

/** Several of a list (an array field), as checkboxes under a visible legend. */
export function FormCheckboxGroup<T extends FieldValues>({
  control,
  name,
  legend,
  options,
  helperText,
  errorText,
  row = false,
}: {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  legend: string;
  options: readonly ChoiceOption<string>[];
  helperText?: string;
  errorText?: (code: FieldErrorCode) => string | undefined;
  row?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState.error?.message, errorText);
  const selected = (field.value ?? []) as string[];
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup row={row}>
        {options.map((option, i) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                checked={selected.includes(option.value)}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? options
                          .map((o) => o.value)
                          .filter((v) => v === option.value || selected.includes(v))
                      : selected.filter((v) => v !== option.value),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {(error || helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
