import { useController, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ChoiceGroupProps } from '@/shared/forms/form-radio-group';
import { useFieldError } from '@/shared/forms/use-field-error';

/** Several of a list (an array field), as checkboxes under a visible legend. */
export function FormCheckboxGroup<T extends FieldValues>({
  control,
  name,
  legend,
  options,
  helperText,
  errorText,
  row = false,
}: ChoiceGroupProps<T, string> & { row?: boolean }) {
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
