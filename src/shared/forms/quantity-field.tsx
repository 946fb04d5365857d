import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { formatQuantity, parseQuantity } from '@/shared/i18n/quantity';

/**
 * A quantity in kg, typed the way the UI language writes numbers (`1.234,5` in German). The form
 * holds the number; the field keeps the text as typed and shows it formatted after leaving it.
 * Empty means 0; text that does not read as a number is NaN, which the contract refuses as
 * `invalid` (explained with the expected format).
 */
export function QuantityField<T extends FieldValues>({
  control,
  name,
  label,
  id,
  helperText,
  disabled,
}: {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  label: string;
  id: string;
  helperText?: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('services');
  const language = i18n.language;
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | undefined | null;
  const show = (n: number | undefined | null) =>
    n === undefined || n === null || n === 0 || Number.isNaN(n) ? '' : formatQuantity(n, language);
  // The text as typed, with the number and language it was written for. A number set from
  // outside (a reset, a restored draft) or another language shows formatted anew; this is derived
  // during render (no effect), as React recommends for state that follows props.
  const [shown, setShown] = useState(() => ({ text: show(value), value, language }));
  let text = shown.text;
  if (!Object.is(value ?? 0, shown.value ?? 0) || shown.language !== language) {
    text = Number.isNaN(value ?? 0) ? shown.text : show(value);
    setShown({ text, value, language });
  }
  const setText = (next: string, number = value) =>
    setShown({ text: next, value: number, language });

  const invalid = Boolean(fieldState.error);
  return (
    <TextField
      fullWidth
      id={id}
      label={label}
      name={field.name}
      value={text}
      disabled={disabled}
      inputRef={field.ref}
      error={invalid}
      helperText={
        invalid
          ? fieldState.error?.message === 'tooLong'
            ? t('quantity.tooLarge')
            : t('quantity.invalid', { example: formatQuantity(1234.5, language) })
          : (helperText ?? ' ')
      }
      onChange={(event) => {
        const parsed = parseQuantity(event.target.value, language);
        const next = parsed.kind === 'number' ? parsed.value : parsed.kind === 'empty' ? 0 : NaN;
        setText(event.target.value, next);
        field.onChange(next);
      }}
      onBlur={() => {
        const parsed = parseQuantity(text, language);
        if (parsed.kind === 'number') setText(formatQuantity(parsed.value, language));
        field.onBlur();
      }}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
}
