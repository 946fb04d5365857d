import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { FieldErrorCode } from '@/shared/contract/primitives';
import { useFieldError } from './use-field-error';

export interface ChoiceOption<V> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
}

/** What a group of choices takes: its field, its legend, the options and the texts under it. */
export interface ChoiceGroupProps<T extends FieldValues, V> {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  legend: string;
  options: readonly ChoiceOption<V>[];
  helperText?: string;
  errorText?: (code: FieldErrorCode) => string | undefined;
}

/**
 * One of a few options, as radio buttons under a visible legend. Values that are not strings
 * (booleans) are mapped through their position, so the form holds the real value.
 *
 * The radios are the browser's own (HOUSE-6): MUI's `Radio`, `RadioGroup` and `FormControlLabel`
 * with its switch base weigh about 5 KB gzip on every page with a choice, for what the browser
 * already does (arrow keys move within the group, Space checks, a click on the label checks).
 * The frame (fieldset, legend, helper text) stays MUI's, shared with the text fields. An option's
 * description is part of its label, as before, so its name reads in full; the error or helper text
 * describes the group.
 */
export function FormRadioGroup<T extends FieldValues, V>({
  control,
  name,
  legend,
  options,
  helperText,
  errorText,
  onValueChange,
}: ChoiceGroupProps<T, V> & { onValueChange?: (value: V) => void }) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldError(fieldState.error?.message, errorText);
  const legendId = useId();
  const helpId = useId();
  const note = error ?? helperText;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" id={legendId}>
        {legend}
      </FormLabel>
      <Box
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={note ? helpId : undefined}
        sx={{ display: 'flex', flexDirection: 'column' }}
      >
        {options.map((option, i) => (
          <Box
            component="label"
            key={String(option.value)}
            sx={{
              display: 'flex',
              alignItems: option.description ? 'flex-start' : 'center',
              gap: 1.5,
              py: 0.75,
              pl: 1,
              cursor: 'pointer',
              typography: 'body1',
            }}
          >
            <Box
              component="input"
              type="radio"
              name={field.name}
              value={String(i)}
              checked={option.value === field.value}
              ref={i === 0 ? field.ref : undefined}
              aria-invalid={error ? true : undefined}
              onChange={() => {
                field.onChange(option.value);
                onValueChange?.(option.value);
              }}
              onBlur={field.onBlur}
              sx={{
                flexShrink: 0,
                width: 20,
                height: 20,
                m: 0,
                mt: option.description ? 0.25 : 0,
                cursor: 'pointer',
                accentColor: (theme) => (theme.vars ?? theme).palette.primary.main,
                '&:focus-visible': {
                  outline: 2,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            />
            {option.description ? (
              <span>
                {option.label}
                <FormHelperText component="span" sx={{ display: 'block', m: 0 }}>
                  {option.description}
                </FormHelperText>
              </span>
            ) : (
              option.label
            )}
          </Box>
        ))}
      </Box>
      {note && <FormHelperText id={helpId}>{note}</FormHelperText>}
    </FormControl>
  );
}
