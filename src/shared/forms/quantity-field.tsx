import { useEffect, useRef, useState } from 'react';
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
  const [text, setText] = useState(() => show(value));
  // The last number this field gave the form: anything else came from outside (a reset, a
  // restored draft) and is shown formatted.
  const emitted = useRef(value);
  useEffect(() => {
    if (!Object.is(value ?? 0, emitted.current ?? 0)) {
      emitted.current = value;
      setText(show(value));
    }
    // `show` only depends on the language, which the next effect follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  // Another language writes the same number differently.
  const previousLanguage = useRef(language);
  useEffect(() => {
    if (previousLanguage.current === language) return;
    previousLanguage.current = language;
    if (!Number.isNaN(value ?? 0)) setText(show(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

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
        setText(event.target.value);
        const parsed = parseQuantity(event.target.value, language);
        const next = parsed.kind === 'number' ? parsed.value : parsed.kind === 'empty' ? 0 : NaN;
        emitted.current = next;
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
